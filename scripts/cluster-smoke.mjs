// The cluster's promises, checked against a running `npm run cluster` (its --smoke option): each prints a line.
const DEMO_PASSWORD = 'Demo1234!';

function check(ok, line) {
  console.log(`${ok ? '✓' : '✗'} ${line}`);
  return ok;
}

/** A demo account's session cookie, signed in at `origin` (the balancer or one server). */
export async function signIn(origin, email) {
  const res = await fetch(`${origin}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in as ${email}: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
}

/** Opens a live socket and resolves with it and a way to wait for the first event whose name matches. */
export function liveSocket(WebSocket, origin, cookie) {
  return new Promise((resolve, reject) => {
    const events = [];
    const waiters = [];
    const socket = new WebSocket(`${origin.replace('http', 'ws')}/api/live`, { headers: { cookie, origin } });
    socket.on('message', (data) => {
      const message = JSON.parse(String(data));
      if (message.kind === 'ready') resolve({ socket, next });
      if (message.kind !== 'event') return;
      events.push(message);
      for (const waiter of waiters.splice(0)) waiter();
    });
    socket.once('unexpected-response', (_request, response) =>
      reject(new Error(`socket refused: ${response.statusCode}`)),
    );
    socket.once('error', reject);
    function next(match, timeoutMs = 10_000) {
      return new Promise((done, fail) => {
        const started = Date.now();
        const look = () => {
          const found = events.find((event) => match(event));
          if (found) return done(Date.now() - started);
          if (Date.now() - started > timeoutMs) return fail(new Error('no such event'));
          waiters.push(look);
          setTimeout(look, 250);
        };
        look();
      });
    }
  });
}

export async function smoke({ balancer, servers, firstServerPort, WebSocket }) {
  const results = [];
  const served = new Set();
  for (let i = 0; i < servers * 3; i += 1) {
    const res = await fetch(`${balancer}/api/health`);
    if (res.ok) served.add(res.headers.get('x-served-by'));
  }
  results.push(
    check(served.size === servers, `health through the balancer answered by ${served.size} of ${servers} servers`),
  );

  const agent = await signIn(balancer, 'agent@example.com');
  const answeredBy = new Set();
  let signedIn = 0;
  for (let i = 0; i < servers * 2; i += 1) {
    const res = await fetch(`${balancer}/api/me`, { headers: { cookie: agent } });
    if (res.ok) signedIn += 1;
    answeredBy.add(res.headers.get('x-served-by'));
  }
  results.push(
    check(
      signedIn === servers * 2 && answeredBy.size === servers,
      `one session, no sticky cookie: ${signedIn}/${servers * 2} requests signed in, on ${answeredBy.size} servers`,
    ),
  );

  const client = await signIn(balancer, 'client@example.com');
  const projects = await (await fetch(`${balancer}/api/projects`, { headers: { cookie: client } })).json();
  const project = projects.items[0];
  const serverOf = (n) => `http://127.0.0.1:${firstServerPort + n - 1}`;
  const onServer2 = await liveSocket(WebSocket, serverOf(Math.min(2, servers)), client);
  const throughBalancer = await liveSocket(WebSocket, balancer, client);
  const content = `Cluster smoke ${new Date().toISOString()}`;
  const sent = await fetch(`${serverOf(1)}/api/projects/${project.id}/messages`, {
    method: 'POST',
    headers: { cookie: agent, 'content-type': 'application/json', origin: serverOf(1) },
    body: JSON.stringify({ content }),
  });
  const message = await sent.json();
  const isIt = (event) => JSON.stringify(event).includes(message.id);
  try {
    const ms2 = await onServer2.next(isIt);
    results.push(check(true, `a message written on server 1 arrived live on server 2's socket in ${ms2} ms`));
    const msB = await throughBalancer.next(isIt);
    results.push(check(true, `and on a socket held through the balancer (WebSocket upgrade passed) in ${msB} ms`));
  } catch (error) {
    results.push(check(false, `the message written on server 1 did not arrive live: ${error.message}`));
  }
  onServer2.socket.close();
  throughBalancer.socket.close();
  return results.every(Boolean);
}
