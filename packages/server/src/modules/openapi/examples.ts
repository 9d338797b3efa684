/** The sign-in flow as examples in the reference (docs/api.md "Sign-in and session calls"). */

type Operation = Record<string, unknown>;

function answer(result: unknown) {
  return { code: 0, msg: 'ok', result };
}

/** Puts one example on the operation's JSON success answer, keeping its schema. */
function withAnswer(op: Operation, result: unknown): void {
  const responses = op.responses as Record<string, { content?: Record<string, Record<string, unknown>> }>;
  const json = responses[200]?.content?.['application/json'];
  if (json) json.example = answer(result);
}

function withBody(op: Operation, body: unknown): void {
  const content = (op.requestBody as { content?: Record<string, Record<string, unknown>> } | undefined)
    ?.content;
  const json = content?.['application/json'];
  if (json) json.example = body;
}

/** Keyed by `METHOD path`; each adds its examples to the operation in place. */
export const signInExamples: Record<string, (op: Operation) => void> = {
  'GET /oauth/publicKey': (op) =>
    withAnswer(op, {
      publicKey: '-----BEGIN PUBLIC KEY-----\nMIIBIjANBgkqh…\n-----END PUBLIC KEY-----\n',
      algorithm: 'RSA-OAEP',
      hash: 'SHA-256',
    }),
  'POST /sysconfapi/timesVCode': (op) => withAnswer(op, { times: 3 }),
  'POST /oauth/token': (op) => {
    withBody(op, {
      username: 'admin',
      password: '<base64 RSA-OAEP ciphertext of the password>',
      clientType: 'web',
      captcha: 'Kx7p',
      uuid: '3f6c2a9e-0d41-4c8e-9b7a-1e2f3a4b5c6d',
    });
    withAnswer(op, {
      token: '<accesstoken>',
      signKey: '<HMAC key for the signature header>',
      sessionTimeoutMinutes: 30,
      user: { id: 1, userName: 'Administrator', userAlias: 'admin', isNeedModifyPwd: 0 },
      idenList: [1, 2, 3, 4],
      curIden: 1,
    });
  },
};
