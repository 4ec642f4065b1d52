// Part of `npm start` (scripts/start.sh): waits until the server it started answers, then says
// where the app is and how to log in. Ends without a word when the server ends first.

const [serverPid = ''] = process.argv.slice(2);
const host = process.env['HOST'] ?? '127.0.0.1';
const url = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${process.env['PORT'] ?? '8080'}`;
const demoData =
  process.env['DEMO_DATA'] === undefined
    ? process.env['NODE_ENV'] !== 'production'
    : ['true', '1'].includes(process.env['DEMO_DATA']);

function serverRuns(): boolean {
  try {
    process.kill(Number(serverPid), 0);
    return true;
  } catch {
    return false;
  }
}

async function ready(): Promise<boolean> {
  try {
    return (await fetch(`${url}/health/ready`)).ok;
  } catch {
    return false;
  }
}

while (!(await ready())) {
  if (!serverRuns()) process.exit(0);
  await new Promise((resolve) => setTimeout(resolve, 200));
}

const lines = [
  '',
  `  Servicebereich: ${url}`,
  ...(demoData
    ? [
        '  Demo logins (password Servicebereich2026!): 1000000001 Katharina Hofer (all contracts),',
        '  1000000002 Lukas Gruber, 1000000003 Aylin Demir (no contracts); the README has more.',
      ]
    : []),
  '  Ctrl-C stops the server.',
  '',
];
process.stdout.write(`${lines.join('\n')}\n`);
