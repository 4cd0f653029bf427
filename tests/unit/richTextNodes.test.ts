import { describe, expect, it } from 'vitest'

import { richTextToHtml } from '@/data/richText'

/**
 * Every node the guides' editor (Payload's default Lexical features) can write reaches the reader:
 * the public page, the /api's HTML and the live preview all render through richTextToHtml.
 */

const text = (value: string, format = 0) => ({
  type: 'text',
  text: value,
  format,
  detail: 0,
  mode: 'normal',
  style: '',
  version: 1,
})
const element = (type: string, children: object[], extra: object = {}) => ({
  type,
  children,
  direction: 'ltr',
  format: '',
  indent: 0,
  version: 1,
  ...extra,
})
const doc = (...children: object[]) => ({ root: element('root', children) })

describe('the guide renderer', () => {
  it('renders every block the default editor offers', () => {
    const html = richTextToHtml(
      doc(
        element('heading', [text('Choosing a kettle')], { tag: 'h2' }),
        element('heading', [text('Capacity')], { tag: 'h4' }),
        element('paragraph', [
          text('Plain, '),
          { type: 'linebreak', version: 1 },
          text('new line'),
        ]),
        element('paragraph', [text('Centred')], { format: 'center' }),
        element('paragraph', [text('Indented')], { indent: 2 }),
        element('quote', [text('Boil only what you need.')]),
        element('list', [element('listitem', [text('Steel')], { value: 1 })], {
          listType: 'bullet',
          tag: 'ul',
          start: 1,
        }),
        element('list', [element('listitem', [text('Fill')], { value: 1 })], {
          listType: 'number',
          tag: 'ol',
          start: 1,
        }),
        element('list', [element('listitem', [text('Descaled')], { value: 1, checked: true })], {
          listType: 'check',
          tag: 'ul',
          start: 1,
        }),
        { type: 'horizontalrule', version: 1 },
      ),
    )
    expect(html).toContain('<h2')
    expect(html).toContain('Choosing a kettle</h2>')
    expect(html).toContain('Capacity</h4>')
    expect(html).toMatch(/Plain, <br\s*\/?>new line/)
    expect(html).toMatch(/text-align: ?center[^>]*>Centred/)
    expect(html).toMatch(/padding-inline-start[^>]*>Indented|Indented/)
    expect(html).toMatch(/<blockquote[^>]*>Boil only what you need\.<\/blockquote>/)
    expect(html).toMatch(/<ul[^>]*><li>Steel<\/li><\/ul>/)
    expect(html).toMatch(/<ol[^>]*><li value="1">Fill<\/li><\/ol>/)
    // A checklist reads as one: a box that says whether it is ticked, labelled by its item.
    expect(html).toContain(
      '<li class="prose__check"><label><input type="checkbox" disabled checked> Descaled</label></li>',
    )
    expect(html).not.toMatch(/htmlFor|readOnly|tabIndex/)
    expect(html).toMatch(/<hr\s*\/?>/)
  })

  it('renders the same text the same way every time (preview, page and /api agree)', () => {
    const checklist = doc(
      element('list', [element('listitem', [text('Descaled')], { value: 1, checked: false })], {
        listType: 'check',
        tag: 'ul',
        start: 1,
      }),
    )
    expect(richTextToHtml(checklist)).toBe(richTextToHtml(checklist))
  })

  it('renders every text format', () => {
    // Lexical's format bits: bold 1, italic 2, strikethrough 4, underline 8, code 16, subscript 32,
    // superscript 64.
    const html = richTextToHtml(
      doc(
        element('paragraph', [
          text('bold', 1),
          text('italic', 2),
          text('struck', 4),
          text('underlined', 8),
          text('code', 16),
          text('sub', 32),
          text('sup', 64),
          text('<script>alert(1)</script>'),
        ]),
      ),
    )
    expect(html).toContain('<strong>bold</strong>')
    expect(html).toContain('<em>italic</em>')
    expect(html).toMatch(/line-through[^>]*>struck|<s>struck<\/s>/)
    expect(html).toMatch(/underline[^>]*>underlined|<u>underlined<\/u>/)
    expect(html).toContain('<code>code</code>')
    expect(html).toContain('<sub>sub</sub>')
    expect(html).toContain('<sup>sup</sup>')
    expect(html).not.toContain('<script>')
    expect(html).toContain('&lt;script&gt;')
  })
})
