/**
 * autocannon with a different client address on each request (X-Forwarded-For, which the server
 * believes from loopback when started with TRUSTED_PROXIES): the load of many shoppers rather than
 * of one client, whom the per-client limits would stop. Run by cannon.ts on the second core; prints
 * autocannon's result as JSON, as its `-j` does.
 *
 * node cannonClients.mjs URL CONNECTIONS AMOUNT CLIENTS [HEADER=VALUE …]
 */
import autocannon from 'autocannon'

const [url, connections, amount, clients, ...headerArgs] = process.argv.slice(2)
const headers = Object.fromEntries(
  headerArgs.map((arg) => [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)]),
)
let sent = 0
/** Client n of `clients`, as an address of 10.0.0.0/8. */
const address = (n) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`
const result = await autocannon({
  url,
  connections: Number(connections),
  amount: Number(amount),
  headers,
  requests: [
    {
      setupRequest: (request) => ({
        ...request,
        headers: { ...request.headers, 'X-Forwarded-For': address(sent++ % Number(clients)) },
      }),
    },
  ],
})
process.stdout.write(JSON.stringify(result))
