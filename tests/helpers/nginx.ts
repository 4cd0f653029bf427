import { spawn } from 'node:child_process'
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { expect } from '@playwright/test'

import { freePort } from '../../scripts/lib/database'

const nginx = '/usr/sbin/nginx'

export type TestNginx = {
  base: string
  /** nginx's own folder: the `site` may keep its cache there (`{folder}`). */
  folder: string
  stop: () => Promise<void>
}

/**
 * A real nginx (Debian's, which .ci/run installs) on loopback serving `site`: a config's `upstream`
 * and `server` blocks as an operator writes them, where `{port}` stands for the port to listen on and
 * `{folder}` for a folder of its own. Resolves once `probe` answers 200 through it.
 */
export async function startNginx(site: string, probe = '/imprint'): Promise<TestNginx> {
  expect(existsSync(nginx), `${nginx} is missing: apt-get install nginx-light (.ci/run does)`).toBe(
    true,
  )
  const folder = mkdtempSync(path.join(os.tmpdir(), 'shopping-guide-nginx-'))
  // Started by root, nginx's workers run as an unprivileged user: its folders are open to them.
  chmodSync(folder, 0o777)
  const temp = path.join(folder, 'temp')
  mkdirSync(temp, { mode: 0o777 })
  chmodSync(temp, 0o777)
  const port = await freePort()
  writeFileSync(
    path.join(folder, 'nginx.conf'),
    `daemon off;
worker_processes 1;
pid ${folder}/nginx.pid;
error_log ${folder}/error.log warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${temp}/body;
  proxy_temp_path ${temp}/proxy;
  fastcgi_temp_path ${temp}/fastcgi;
  uwsgi_temp_path ${temp}/uwsgi;
  scgi_temp_path ${temp}/scgi;
${site.replaceAll('{port}', String(port)).replaceAll('{folder}', folder)}
}
`,
  )
  const server = spawn(nginx, ['-p', folder, '-c', path.join(folder, 'nginx.conf')], {
    stdio: 'ignore',
  })
  const base = `http://127.0.0.1:${port}`
  await expect
    .poll(
      async () => {
        if (server.exitCode !== null) throw new Error(`nginx ended: see ${folder}/error.log`)
        return (await fetch(base + probe).catch(() => null))?.status
      },
      { timeout: 15_000 },
    )
    .toBe(200)
  return {
    base,
    folder,
    stop: async () => {
      if (server.exitCode === null) {
        const exited = new Promise((resolve) => server.once('exit', resolve))
        server.kill('SIGTERM')
        await exited
      }
      rmSync(folder, { recursive: true, force: true })
    },
  }
}
