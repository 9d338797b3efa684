// The pages' behaviour: sign in, then save orders and list those saved.
const $ = (id) => document.getElementById(id);

async function call(method, url, body) {
  const res = await fetch(url, {
    method,
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, data: await res.json() };
}

/** Shows a message; the order it answers and the entry saved are in data-order and data-entry. */
function show(text, kind, order, entry) {
  const m = $('message');
  m.textContent = text;
  m.className = kind;
  delete m.dataset.order;
  delete m.dataset.entry;
  if (order !== undefined) m.dataset.order = order;
  if (entry !== undefined) m.dataset.entry = entry;
}

async function signIn(event) {
  event.preventDefault();
  show('', '');
  const r = await call('POST', '/api/signin', { user: $('user').value, password: $('password').value });
  if (r.status === 200) location.href = '/orders';
  else show(r.data.error, 'error');
}

const money = (cents) => (cents / 100).toFixed(2);

async function list() {
  const r = await call('GET', '/api/orders');
  if (r.status === 401) {
    location.href = '/';
    return;
  }
  $('who').textContent = `Signed in as ${r.data.user} · 已登录`;
  let cents = 0;
  $('entered').replaceChildren(
    ...r.data.orders.map((o) => {
      cents += Math.round(Number(o.amount) * 100);
      const tr = document.createElement('tr');
      for (const [text, cls] of [
        [o.entry],
        [o.order_no],
        [o.customer],
        [Number(o.amount).toFixed(2), 'num'],
      ]) {
        const td = document.createElement('td');
        td.textContent = String(text);
        if (cls) td.className = cls;
        tr.append(td);
      }
      return tr;
    }),
  );
  $('total').textContent = money(cents);
  // A long list scrolls inside its card; the newest order stays in view.
  $('entered').lastElementChild?.scrollIntoView({ block: 'nearest' });
}

async function save(event) {
  event.preventDefault();
  show('Saving… 保存中…', '');
  const order = { order_no: $('order_no').value, customer: $('customer').value, amount: $('amount').value };
  const r = await call('POST', '/api/orders', order);
  if (r.status !== 201) return show(r.data.error, 'error', order.order_no);
  await list();
  $('order-form').reset();
  show(`✓ ${r.data.order_no} saved · 已保存`, 'ok', r.data.order_no, r.data.entry);
}

if (document.body.dataset.page === 'signin') {
  $('signin-form').addEventListener('submit', signIn);
  $('user').focus();
} else {
  $('order-form').addEventListener('submit', save);
  list().then(() => $('order_no').focus());
}
