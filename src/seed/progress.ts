/** A one-line progress bar with counts, rate and ETA; plain periodic lines when not on a terminal. */
export class Progress {
  private done = 0
  private readonly started = Date.now()
  private lastPrint = 0
  private readonly tty = Boolean(process.stderr.isTTY)

  constructor(
    private readonly label: string,
    private readonly total: number,
    initial = 0,
  ) {
    this.done = initial
  }

  advance(count: number): void {
    this.done += count
    const now = Date.now()
    if (this.done >= this.total || now - this.lastPrint > (this.tty ? 100 : 5000)) {
      this.lastPrint = now
      this.render()
    }
  }

  private render(): void {
    const elapsed = (Date.now() - this.started) / 1000
    const rate = elapsed > 0 ? this.done / elapsed : 0
    const remaining = rate > 0 ? (this.total - this.done) / rate : 0
    const ratio = this.total ? Math.min(1, this.done / this.total) : 1
    const width = 24
    const bar = '█'.repeat(Math.round(ratio * width)).padEnd(width, '░')
    const text = `${this.label} ${bar} ${this.done.toLocaleString('en')}/${this.total.toLocaleString('en')} · ${Math.round(rate).toLocaleString('en')}/s · ETA ${Math.ceil(remaining)} s`
    if (this.tty) process.stderr.write(`\r${text}\u001b[K${this.done >= this.total ? '\n' : ''}`)
    else process.stderr.write(`${text}\n`)
  }

  finish(): void {
    if (this.done < this.total) this.render()
  }
}
