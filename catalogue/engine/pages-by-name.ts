/**
 * Names and the pages they name (a look-alike's name and the pages found by it, or that give it): one slug held as
 * a string while a name has one page, an array once it has several. At 100,000 pages a Set or an array per name
 * was most of these indexes' memory (95,000 names, 37 MB as Sets).
 */
export class PagesByName {
  private readonly slugs = new Map<string, string | string[]>();

  /** Adds a page to a name's; a page is added once per name (the caller gives each name of a page once). */
  add(name: string, slug: string): void {
    const had = this.slugs.get(name);
    if (had === undefined) this.slugs.set(name, slug);
    else if (typeof had === 'string') this.slugs.set(name, [had, slug]);
    else had.push(slug);
  }

  remove(name: string, slug: string): void {
    const had = this.slugs.get(name);
    if (had === undefined || had === slug) this.slugs.delete(name);
    else if (typeof had !== 'string') {
      const left = had.filter((each) => each !== slug);
      this.slugs.set(name, left.length === 1 ? left[0]! : left);
    }
  }

  /** The pages of a name, in the order they were added. */
  get(name: string): readonly string[] {
    const had = this.slugs.get(name);
    return had === undefined ? [] : typeof had === 'string' ? [had] : had;
  }
}
