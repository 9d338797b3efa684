// The order entry application the example drives: the pages in app/, served
// on 127.0.0.1 at a free port, with a demo account and the saved orders kept
// in memory. It stands in for the business application a real process would
// open, so the example needs nothing outside its package.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The one account the application knows. */
export const DEMO_ACCOUNT = { user: 'clerk', password: 'order-entry-2026' };

const APP = path.join(path.dirname(fileURLToPath(import.meta.url)), 'app');
const FILES = {
  '/': ['signin.html', 'text/html; charset=utf-8'],
  '/orders': ['orders.html', 'text/html; charset=utf-8'],
  '/style.css': ['style.css', 'text/css; charset=utf-8'],
  '/app.js': ['app.js', 'text/javascript; charset=utf-8'],
};

function send(res, status, body, headers = {}) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  res.end(JSON.stringify(body));
}

async function body(req) {
  const chunks = [];
  for await (const c of req) chunks.push(c);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
  } catch {
    return {};
  }
}

/** What is wrong with an order, in both languages, or null. */
function invalid(o, orders) {
  if (!/^[A-Za-z0-9-]{1,20}$/.test(o.order_no ?? ''))
    return 'Order number: letters, digits and - only / 订单号只能包含字母、数字和 -';
  if (!String(o.customer ?? '').trim()) return 'Customer required / 请填写客户';
  if (!/^\d+(\.\d{1,2})?$/.test(o.amount ?? '') || Number(o.amount) <= 0)
    return 'Amount: a positive number with at most 2 decimals / 金额须为正数，最多两位小数';
  if (orders.some((x) => x.order_no === o.order_no))
    return `Order ${o.order_no} already entered / 订单已录入`;
  return null;
}

/** Starts the application; answers its address, the orders saved so far, and close(). */
export async function startApp() {
  const sessions = new Set();
  const orders = [];
  const signedIn = (req) => sessions.has(/(?:^|;\s*)session=([a-f0-9]+)/.exec(req.headers.cookie ?? '')?.[1]);

  const server = http.createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://app');
      const file = FILES[url.pathname];
      if (req.method === 'GET' && file) {
        res.writeHead(200, { 'content-type': file[1], 'cache-control': 'no-store' });
        res.end(await readFile(path.join(APP, file[0])));
      } else if (req.method === 'POST' && url.pathname === '/api/signin') {
        const b = await body(req);
        if (b.user !== DEMO_ACCOUNT.user || b.password !== DEMO_ACCOUNT.password) {
          return send(res, 401, { error: 'Wrong user name or password / 用户名或密码错误' });
        }
        const token = randomBytes(16).toString('hex');
        sessions.add(token);
        send(
          res,
          200,
          { user: b.user },
          { 'set-cookie': `session=${token}; HttpOnly; SameSite=Strict; Path=/` },
        );
      } else if (url.pathname === '/api/orders') {
        if (!signedIn(req)) return send(res, 401, { error: 'Please sign in / 请先登录' });
        if (req.method === 'GET') return send(res, 200, { user: DEMO_ACCOUNT.user, orders });
        const b = await body(req);
        const o = {
          order_no: String(b.order_no ?? '').trim(),
          customer: String(b.customer ?? '').trim(),
          amount: String(b.amount ?? '').trim(),
        };
        const problem = invalid(o, orders);
        if (problem) return send(res, 422, { error: problem });
        const saved = { entry: orders.length + 1, ...o };
        orders.push(saved);
        send(res, 201, saved);
      } else {
        send(res, 404, { error: 'Not found' });
      }
    } catch (err) {
      send(res, 500, { error: err.message });
    }
  });
  await new Promise((resolve, reject) => server.once('error', reject).listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}`,
    orders,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        // The browser keeps connections open; they end with the application.
        server.closeAllConnections();
      }),
  };
}
