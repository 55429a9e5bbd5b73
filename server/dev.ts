import { spawn } from 'node:child_process';
import { SERVICE_ARGS } from './service-command';

/*
 * `npm run dev`: the local service (API only) plus Vite's dev server with hot reload, which proxies
 * /data, /clob, /gamma and /relayer to it. One command, both processes stop together.
 */
const port = process.env.PORT ?? '8787';
const env = { ...process.env, PORT: port, STATIC_DIR: '/nonexistent' };
const children = [
  spawn(process.execPath, SERVICE_ARGS, { stdio: 'inherit', env }),
  spawn(process.execPath, ['node_modules/vite/bin/vite.js'], { stdio: 'inherit', env }),
];
const stop = () => {
  for (const c of children) c.kill('SIGTERM');
};
for (const c of children)
  c.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
