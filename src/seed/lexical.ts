import type { Post } from '@/payload-types'

import type { TextBlock } from './content/types'

const base = { direction: 'ltr' as const, format: '' as const, indent: 0, version: 1 }

function text(value: string) {
  return { type: 'text', text: value, detail: 0, format: 0, mode: 'normal', style: '', version: 1 }
}

function paragraph(value: string) {
  return { ...base, type: 'paragraph', textFormat: 0, textStyle: '', children: [text(value)] }
}

function list(items: string[], ordered: boolean) {
  return {
    ...base,
    type: 'list',
    listType: ordered ? 'number' : 'bullet',
    tag: ordered ? 'ol' : 'ul',
    start: 1,
    children: items.map((item, index) => ({
      ...base,
      type: 'listitem',
      value: index + 1,
      children: [text(item)],
    })),
  }
}

export type RichText = NonNullable<Post['content']>

/** Turns the seed's simple blocks into the Lexical JSON that Payload's rich-text field stores. */
export function toLexical(blocks: TextBlock[]): RichText {
  const children = blocks.map((block) => {
    switch (block.type) {
      case 'h2':
      case 'h3':
        return { ...base, type: 'heading', tag: block.type, children: [text(block.text)] }
      case 'p':
        return paragraph(block.text)
      case 'ul':
        return list(block.items, false)
      case 'ol':
        return list(block.items, true)
    }
  })
  return { root: { ...base, type: 'root', children } } as unknown as RichText
}
