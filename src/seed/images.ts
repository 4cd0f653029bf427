import sharp from 'sharp'

export interface GeneratedImage {
  data: Buffer
  mimetype: 'image/png'
  name: string
  size: number
}

function escapeXml(value: string): string {
  return value.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`)
}

// Fast PNG compression: Payload re-encodes every upload to WebP sizes anyway.
async function render(svg: string, name: string): Promise<GeneratedImage> {
  const data = await sharp(Buffer.from(svg)).png({ compressionLevel: 3 }).toBuffer()
  return { data, mimetype: 'image/png', name, size: data.length }
}

function initials(name: string): string {
  const words = name.split(/\s+/).filter(Boolean)
  return (words.length > 1 ? words[0][0] + words[1][0] : name.slice(0, 2)).toUpperCase()
}

/** A store logo drawn locally (no internet): the store's initials on its colour. */
export function storeLogo(name: string, color: string, fileName: string): Promise<GeneratedImage> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">
  <rect width="400" height="400" rx="72" fill="${escapeXml(color)}"/>
  <circle cx="330" cy="70" r="120" fill="#ffffff" fill-opacity="0.12"/>
  <text x="200" y="245" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="150"
    fill="#ffffff" text-anchor="middle">${escapeXml(initials(name))}</text>
</svg>`
  return render(svg, fileName)
}

/** A number from a text, the same every run: which shapes an illustration gets. */
function variantOf(text: string): number {
  let hash = 0
  for (const char of text) hash = (hash * 31 + char.charCodeAt(0)) >>> 0
  return hash
}

/**
 * A wide illustration for guides and product images: soft shapes in the given colours, and a motif of
 * its own for each `subject`. No words: a picture shown in 11 languages says nothing in one of them
 * (its `alt`, stored per language, names it).
 */
export function illustration(
  colors: [string, string],
  subject: string,
  fileName: string,
): Promise<GeneratedImage> {
  const [from, to] = colors.map(escapeXml)
  const variant = variantOf(subject)
  const motifs = [
    '<circle cx="800" cy="450" r="190" fill="#ffffff" fill-opacity="0.85"/>',
    '<rect x="610" y="260" width="380" height="380" rx="64" fill="#ffffff" fill-opacity="0.85"/>',
    '<polygon points="800,230 1030,640 570,640" fill="#ffffff" fill-opacity="0.85"/>',
    '<ellipse cx="800" cy="450" rx="260" ry="160" fill="#ffffff" fill-opacity="0.85"/>',
  ]
  const motif = motifs[variant % motifs.length]
  const dot = `<circle cx="${700 + (variant % 7) * 30}" cy="${400 + (variant % 5) * 20}" r="70" fill="${to}" fill-opacity="0.9"/>`
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675" viewBox="0 0 1600 900">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="1600" height="900" fill="url(#g)"/>
  <circle cx="1300" cy="180" r="260" fill="#ffffff" fill-opacity="0.15"/>
  <circle cx="260" cy="760" r="340" fill="#000000" fill-opacity="0.08"/>
  ${motif}
  ${dot}
</svg>`
  return render(svg, fileName)
}

/** One of the shared logos of generated stores: an abstract mark, no letters. */
export function abstractLogo(variant: number, fileName: string): Promise<GeneratedImage> {
  const hue = (variant * 47) % 360
  const shape =
    variant % 3 === 0
      ? '<circle cx="200" cy="200" r="110" fill="#ffffff" fill-opacity="0.9"/>'
      : variant % 3 === 1
        ? '<rect x="110" y="110" width="180" height="180" rx="36" fill="#ffffff" fill-opacity="0.9"/>'
        : '<polygon points="200,80 320,300 80,300" fill="#ffffff" fill-opacity="0.9"/>'
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">
  <rect width="400" height="400" rx="72" fill="hsl(${hue}, 55%, 38%)"/>
  ${shape}
  <circle cx="200" cy="200" r="46" fill="hsl(${(hue + 180) % 360}, 60%, 45%)"/>
</svg>`
  return render(svg, fileName)
}
