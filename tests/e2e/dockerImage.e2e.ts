import { execFile, spawn, type ChildProcess } from 'node:child_process'
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import { expect, test } from '@playwright/test'
import postgres from 'postgres'
import sharp from 'sharp'

import { freePort, startEmbeddedPostgres } from '../../scripts/lib/database'

/**
 * The Docker image's runtime without a Docker engine: the files its last stage copies (read from the
 * Dockerfile's COPY lines), the production dependencies its build stage keeps (`npm prune
 * --omit=dev`), its ENV and its CMD, in a folder of their own; started on an empty database. A file
 * the image forgot, a development dependency the server needs at runtime or a migration that reads a
 * file the image lacks fails here. The base image's Node (22) is this machine's (20 or later).
 */

const run = promisify(execFile)
const root = path.resolve(import.meta.dirname, '../..')
const dockerfile = readFileSync(path.join(root, 'Dockerfile'), 'utf8')
  // Continued lines (the health check) as one.
  .replace(/\\\n\s*/g, ' ')
const runner = dockerfile.slice(dockerfile.search(/^FROM \S+ AS runner$/m))

let work: string
let server: ChildProcess | undefined
let database: Awaited<ReturnType<typeof startEmbeddedPostgres>> | undefined
let base: string
let mediaDir: string

/** `COPY --from=build <sources…> <destination>` of the last stage, sources relative to /app. */
function copies(): { sources: string[]; destination: string }[] {
  return [...runner.matchAll(/^COPY --from=build(?: --\S+)* (.+)$/gm)].map(([, rest]) => {
    const parts = rest!.trim().split(/\s+/)
    return {
      sources: parts.slice(0, -1).map((source) => source.replace(/^\/app\//, '')),
      destination: parts.at(-1)!,
    }
  })
}

/** The stage's ENV, `KEY=value` pairs on one line. */
function stageEnv(): Record<string, string> {
  return Object.fromEntries(
    [...runner.matchAll(/^ENV (.+)$/gm)].flatMap(([, pairs]) =>
      pairs!
        .trim()
        .split(/\s+/)
        .map((pair) => pair.split('=') as [string, string]),
    ),
  )
}

test.beforeAll(async () => {
  test.setTimeout(300_000)
  work = mkdtempSync(path.join(os.tmpdir(), 'shopping-guide-image-'))

  // The build stage's node_modules: the installed tree, pruned as the Dockerfile prunes it. Hard links
  // keep it cheap; npm replaces the one file it rewrites, which is copied first so the checkout's
  // stays as it is.
  expect(dockerfile).toMatch(/npm prune --omit=dev/)
  const build = path.join(work, 'build')
  mkdirSync(build)
  for (const file of ['package.json', 'package-lock.json', '.npmrc']) {
    copyFileSync(path.join(root, file), path.join(build, file))
  }
  await run('cp', ['-al', path.join(root, 'node_modules'), path.join(build, 'node_modules')])
  const lock = path.join(build, 'node_modules', '.package-lock.json')
  rmSync(lock)
  copyFileSync(path.join(root, 'node_modules', '.package-lock.json'), lock)
  await run('npm', ['prune', '--omit=dev', '--offline', '--no-audit', '--no-fund'], { cwd: build })

  // The last stage's files.
  const app = path.join(work, 'app')
  for (const { sources, destination } of copies()) {
    for (const source of sources) {
      const from =
        source === 'node_modules' ? path.join(build, 'node_modules') : path.join(root, source)
      expect(existsSync(from), `the image copies ${source}`).toBe(true)
      const into = destination.endsWith('/')
        ? path.join(app, destination, path.basename(source))
        : path.join(app, destination)
      mkdirSync(path.dirname(into), { recursive: true })
      if (!statSync(from).isDirectory()) copyFileSync(from, into)
      // The pruned modules are only read: linked. The build is copied, as the server may write there.
      else await run('cp', [source === 'node_modules' ? '-al' : '-a', from, into])
    }
  }

  database = await startEmbeddedPostgres({
    dataDir: path.join(work, 'postgres'),
    port: await freePort(),
    database: 'image',
  })
  const port = await freePort()
  base = `http://localhost:${port}`
  mediaDir = path.join(work, 'media')
  const [command, ...args] = JSON.parse(/^CMD (\[.+\])$/m.exec(runner)![1]!) as string[]
  expect(command).toBe('node')
  const child = spawn(process.execPath, args, {
    cwd: app,
    // Only what the image and its deployment set: no variable of this machine's or the suite's.
    env: {
      PATH: process.env.PATH,
      HOME: work,
      ...stageEnv(),
      PORT: String(port),
      MEDIA_DIR: mediaDir,
      DATABASE_URL: database.url,
      PAYLOAD_SECRET: 'image-test-secret-0123456789abcdef',
    } satisfies Record<string, string | undefined> as unknown as NodeJS.ProcessEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  server = child
  // The end of its log (JSON lines on stdout, Next's on stderr), for a server that stops.
  let output = ''
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000))
  child.stdout!.on('data', keep)
  child.stderr!.on('data', keep)
  const readyPath = /HEALTHCHECK .*?(\/api\/\w+)/.exec(runner)![1]!
  await expect
    .poll(
      async () => {
        if (child.exitCode !== null) throw new Error(`the server ended: ${output}`)
        return (await fetch(base + readyPath).catch(() => null))?.status
      },
      { timeout: 180_000, intervals: [1000] },
    )
    .toBe(200)
})

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once('exit', resolve))
    server.kill('SIGTERM')
    await exited
  }
  await database?.stop()
  if (work) rmSync(work, { recursive: true, force: true })
})

test('applies every migration to an empty database on start', async () => {
  const sql = postgres(database!.url, { max: 1, onnotice: () => {} })
  try {
    const applied = await sql<{ name: string }[]>`select name from payload_migrations`
    const shipped = readdirSync(path.join(root, 'migrations'))
      .filter((file) => file.endsWith('.ts') && file !== 'index.ts')
      .map((file) => file.replace(/\.ts$/, ''))
    expect(applied.map((row) => row.name).sort()).toEqual(expect.arrayContaining(shipped))
    // The search's SQL files were read from the image: its functions exist.
    const [{ count }] = await sql<{ count: number }[]>`
      select count(*)::int as count from pg_proc where proname = 'search_index_stores'`
    expect(count).toBe(1)
  } finally {
    await sql.end()
  }
})

test('serves pages in their language, the /api and the 404 page', async ({ request }) => {
  const home = await request.get(`${base}/`)
  expect(home.status()).toBe(200)
  expect(await home.text()).toContain('<html lang="en-US"')
  const stores = await request.get(`${base}/de/stores`)
  expect(stores.status()).toBe(200)
  expect(await stores.text()).toContain('<html lang="de-DE"')
  const api = await request.get(`${base}/api/data/stores`)
  expect(api.status()).toBe(200)
  expect(await api.json()).toMatchObject({ docs: [], totalDocs: 0 })
  expect((await request.get(`${base}/api/openapi.json`)).status()).toBe(200)
  expect((await request.get(`${base}/nope`)).status()).toBe(404)
  expect((await request.get(`${base}/admin/login`)).status()).toBe(200)
})

test('takes a first admin and an image upload, with its sizes on the media volume', async ({
  request,
}) => {
  const credentials = { email: 'ops@example.com', password: 'Correct-Horse-Battery-42' }
  const registered = await request.post(`${base}/api/users/first-register`, {
    data: { ...credentials, name: 'Ops' },
  })
  expect(registered.status()).toBe(200)
  const { token } = (await (
    await request.post(`${base}/api/users/login`, { data: credentials })
  ).json()) as { token: string }
  const png = await sharp({
    create: { width: 800, height: 450, channels: 3, background: '#0f766e' },
  })
    .png()
    .toBuffer()
  const upload = await request.post(`${base}/api/media`, {
    headers: { Authorization: `JWT ${token}` },
    multipart: {
      file: { name: 'shelf.png', mimeType: 'image/png', buffer: png },
      _payload: JSON.stringify({ alt: 'A shelf' }),
    },
  })
  expect(upload.status()).toBe(201)
  const { doc } = (await upload.json()) as {
    doc: { filename: string; sizes: { thumbnail: { url: string; filename: string } } }
  }
  expect(readdirSync(mediaDir)).toEqual(
    expect.arrayContaining([doc.filename, doc.sizes.thumbnail.filename]),
  )
  const thumbnail = await request.get(doc.sizes.thumbnail.url)
  expect(thumbnail.status()).toBe(200)
  expect(thumbnail.headers()['content-type']).toBe('image/webp')
})
