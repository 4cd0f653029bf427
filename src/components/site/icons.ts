/** The site's icons: one SVG sprite; each viewBox is four space-separated numbers. */
export interface Icon {
  id: string
  viewBox: string
  path: string
}

const VIEW_BOX = /^-?\d+(\.\d+)?( -?\d+(\.\d+)?){3}$/

export function isValidViewBox(value: unknown): value is string {
  return typeof value === 'string' && VIEW_BOX.test(value)
}

export const icons: Icon[] = [
  {
    id: 'search',
    viewBox: '0 0 24 24',
    path: 'M10 2a8 8 0 0 1 6.32 12.9l5.39 5.4-1.42 1.4-5.39-5.38A8 8 0 1 1 10 2zm0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12z',
  },
  {
    id: 'chevron-left',
    viewBox: '0 0 24 24',
    path: 'M15.4 4.6 8 12l7.4 7.4-1.4 1.4L5.2 12 14 3.2z',
  },
  {
    id: 'chevron-right',
    viewBox: '0 0 24 24',
    path: 'M8.6 19.4 16 12 8.6 4.6 10 3.2l8.8 8.8-8.8 8.8z',
  },
  {
    id: 'globe',
    viewBox: '0 0 24 24',
    path: 'M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20zm0 2c-.9 0-2.3 2-2.8 5h5.6C14.3 6 12.9 4 12 4zM4.3 9h3c.2-1.8.7-3.4 1.3-4.6A8 8 0 0 0 4.3 9zm12.4 0h3a8 8 0 0 0-4.3-4.6c.6 1.2 1.1 2.8 1.3 4.6zM4 12c0 .7.1 1.4.3 2h2.9a22 22 0 0 1 0-4H4.3c-.2.6-.3 1.3-.3 2zm5.1 2h5.8a20 20 0 0 0 0-4H9.1a20 20 0 0 0 0 4zm7.7 0h2.9a8 8 0 0 0 0-4h-2.9a22 22 0 0 1 0 4zM4.3 15a8 8 0 0 0 4.3 4.6c-.6-1.2-1.1-2.8-1.3-4.6h-3zm4.9 0c.5 3 1.9 5 2.8 5s2.3-2 2.8-5H9.2zm7.5 0c-.2 1.8-.7 3.4-1.3 4.6a8 8 0 0 0 4.3-4.6h-3z',
  },
  {
    id: 'pin',
    viewBox: '0 0 24 24',
    path: 'M12 2a7 7 0 0 1 7 7c0 5-7 13-7 13S5 14 5 9a7 7 0 0 1 7-7zm0 4.5a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5z',
  },
  {
    id: 'external',
    viewBox: '0 0 24 24',
    path: 'M14 3h7v7h-2V6.4l-9.3 9.3-1.4-1.4L17.6 5H14V3zM5 5h6v2H5v12h12v-6h2v8H3V5h2z',
  },
]
