/**
 * Obvious automated clients, by their User-Agent: crawlers, link previewers, monitors and HTTP
 * libraries announce themselves. Their click-outs are redirected like anyone's but not counted, so a
 * retailer's figures are people. Headless browsers count as automated too. (A bot that pretends to be a browser is not obvious; the links'
 * `rel="nofollow"`, robots.txt and `X-Robots-Tag: noindex` keep the honest ones away in the first place.)
 */
const AUTOMATED =
  /bot\b|bot\/|crawl|spider|slurp|scrap|preview|monitor|checker|validator|lighthouse|pagespeed|facebookexternalhit|embedly|whatsapp|semrush|ahrefs|curl\/|wget\/|httpie|python|java\/|go-http|okhttp|axios|node-fetch|undici|libwww|perl\/|ruby|postman|insomnia|headlesschrome|phantomjs|playwright|puppeteer|selenium/i

/**
 * A request not to count: no User-Agent, a known automated one, or a browser's prefetch or prerender
 * (nobody clicked yet).
 */
export function isAutomated(headers: Record<string, string | string[] | undefined>): boolean {
  const agent = headers['user-agent']
  if (typeof agent !== 'string' || agent.trim() === '') return true
  if (AUTOMATED.test(agent)) return true
  const purpose = headers['sec-purpose'] ?? headers['purpose'] ?? headers['x-purpose']
  return typeof purpose === 'string' && /prefetch|prerender|preview/i.test(purpose)
}
