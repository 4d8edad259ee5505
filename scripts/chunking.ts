import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Rolldown } from 'vite';
import { type Limits, mergeUnits, type Route, type Unit } from './chunkMerge.js';

// The app's own chunks (vite.config.ts), decided on the module graph. Rolldown's default makes one chunk per set of
// entries (the app's entry and every lazily imported module) that need a module: about 150 chunks, many under 1 KB,
// and a signed-in page needed 35 to 50 of them, each a round trip on a slow phone network. Here the small ones are
// merged as long as no page loads much code it does not need (issue "Fast and sturdy", bench/README.md).

type Info = (id: string) => Rolldown.ModuleInfo | null;

/** The checkout's folder, as module ids and transformed code name it. */
const ROOT = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '..');

export interface ChunkOptions {
  /** Entries whose pages must not load a merged chunk (the pages under the JS budget). */
  lean: RegExp;
  /** The library group that takes a module, if one does. */
  library: (id: string) => string | undefined;
  /** The library groups' chunk names, which no chunk named here may take. */
  libraries: string[];
  /** Modules the bundle drops though they are imported (declared free of side effects, their exports unused). */
  dropped: (id: string) => boolean;
  /** How many bytes a page may load without needing them (scripts/chunkMerge.ts). */
  limits: Limits;
  /** Entries whose pages take `tightLimits` instead (public pages with a budget of their own). */
  tight?: { entries: RegExp; limits: Limits };
}

export class AppChunks {
  readonly main: string;
  /** The entries that need each module before they run (through static imports). */
  private readonly users = new Map<string, Set<string>>();
  /** The chunk of each module decided here (the others: Rolldown's own, or a library group's). */
  private readonly chunks = new Map<string, string>();
  /** Names taken: the libraries', the entries' (Rolldown names their chunks after them) and those given here. */
  private readonly names = new Set<string>(['start', 'index']);
  private entryCount = 0;

  constructor(
    private readonly info: Info,
    anyId: string,
    private readonly options: ChunkOptions,
  ) {
    const main = this.entryAbove(anyId, new Set());
    if (!main) throw new Error(`chunking: no entry above ${anyId}`);
    this.main = main;
    const entries = new Set<string>([main]);
    const all = new Set<string>();
    const stack = [main];
    while (stack.length) {
      const id = stack.pop()!;
      if (all.has(id)) continue;
      all.add(id);
      for (const d of info(id)?.dynamicallyImportedIds ?? []) entries.add(d);
      stack.push(...this.importsOf(id), ...(info(id)?.dynamicallyImportedIds ?? []));
    }
    this.entryCount = entries.size;
    for (const name of [...options.libraries, ...[...entries].map((e) => this.baseName(e))]) this.names.add(name);
    for (const entry of [...entries].sort()) {
      for (const id of this.closure([entry])) {
        let set = this.users.get(id);
        if (!set) {
          set = new Set();
          this.users.set(id, set);
        }
        set.add(entry);
      }
    }
    const ids = [...all].sort();
    const keep = new Map<string, string[]>();
    for (const id of ids) {
      const kind = this.kind(id);
      if (kind === 'start') this.chunks.set(id, 'start');
      if (kind !== 'keep') continue;
      const key = [...this.usersOf(id)].sort().join('|');
      keep.set(key, [...(keep.get(key) ?? []), id]);
    }
    // Shared with a lean page: as Rolldown would make them, a chunk per set of entries that need the modules.
    for (const modules of keep.values()) {
      const name = this.uniqueName(this.largest(modules));
      for (const id of modules) this.chunks.set(id, name);
    }
    this.merge(ids, [...entries].sort());
  }

  /** The chunk this puts a module in, if any. */
  chunkOf(id: string): string | undefined {
    return this.chunks.get(id);
  }

  private entryAbove(id: string, seen: Set<string>): string | undefined {
    if (seen.has(id)) return undefined;
    seen.add(id);
    const m = this.info(id);
    if (!m) return undefined;
    if (m.isEntry) return id;
    for (const i of [...m.importers, ...m.dynamicImporters]) {
      const found = this.entryAbove(i, seen);
      if (found) return found;
    }
    return undefined;
  }

  /** What a module imports statically that ends up as JS in the bundle (the CSS is one stylesheet). */
  private importsOf(id: string): string[] {
    return (this.info(id)?.importedIds ?? []).filter((d) => !this.options.dropped(d) && !/\.css$/.test(d));
  }

  private closure(from: string[]): Set<string> {
    const seen = new Set<string>();
    const walk = [...from];
    while (walk.length) {
      const id = walk.pop()!;
      if (seen.has(id)) continue;
      seen.add(id);
      walk.push(...this.importsOf(id));
    }
    return seen;
  }

  private usersOf(id: string): Set<string> {
    return this.users.get(id) ?? new Set();
  }

  /**
   * A module's size, measured without the checkout's own path: vanilla-extract's transformed `.css.ts` modules import
   * their CSS by absolute path, so a clone in a longer folder (CI's) made them longer, merged chunks differently and
   * broke the JS budgets there while they held here. The same source now makes the same chunks wherever it is built.
   */
  private sizeOf(id: string): number {
    const code = this.info(id)?.code;
    return code ? code.replaceAll(ROOT, '').length : 0;
  }

  /**
   * start: shared by the app's entry and a lazy one; keep: shared with a lean page (a chunk of its own, as Rolldown
   * would make); merge: shared by other pages only. Entries, modules of one entry and libraries: not decided here.
   */
  private kind(id: string): 'start' | 'keep' | 'merge' | undefined {
    const u = this.usersOf(id);
    const m = this.info(id);
    if (u.size < 2 || !m || m.isEntry || m.dynamicImporters.length > 0 || this.options.library(id)) return undefined;
    if (/\.css$/.test(id)) return undefined;
    // Needed by the app's entry, or by nearly every page (the messages): loaded with the entry.
    if (u.has(this.main) || u.size >= 0.75 * this.entryCount) return 'start';
    if ([...u].some((e) => this.options.lean.test(e))) return 'keep';
    return 'merge';
  }

  private largest(ids: string[]): string {
    return [...ids].sort((x, y) => this.sizeOf(y) - this.sizeOf(x) || (x < y ? -1 : 1))[0]!;
  }

  private baseName(id: string): string {
    return path.basename(id).replace(/\.[^.]*$/, '');
  }

  /** A module's file name, made unique among the chunks named here. */
  private uniqueName(id: string): string {
    const base = this.baseName(id);
    let name = base;
    for (let n = 2; this.names.has(name); n++) name = `${base}${n}`;
    this.names.add(name);
    return name;
  }

  /**
   * The mergeable modules start in a unit per set of entries that need them (Rolldown's own chunks); every other
   * module outside the app's entry is in a fixed unit (its entry's chunk, its library's, or a chunk kept for lean
   * pages). The routes are the chains of lazy entries from the app's entry, as scripts/check-budgets.ts counts them.
   */
  private merge(ids: string[], entries: string[]): void {
    const unitOf = new Map<string, Unit>();
    const byKey = new Map<string, Unit>();
    for (const id of ids) {
      const users = this.usersOf(id);
      const m = this.info(id);
      if (!users.size || users.has(this.main) || this.chunks.get(id) === 'start' || !m) continue;
      const kind = this.kind(id);
      const library = this.options.library(id);
      const owner = m.isEntry || m.dynamicImporters.length > 0 ? id : [...users][0]!;
      const key =
        kind === 'merge'
          ? `merge:${[...users].sort().join('|')}`
          : kind === 'keep'
            ? `keep:${this.chunks.get(id)}`
            : library
              ? `library:${library}`
              : `entry:${owner}`;
      let unit = byKey.get(key);
      if (!unit) {
        unit = { modules: [], merge: kind === 'merge', deps: new Set() };
        byKey.set(key, unit);
      }
      unit.modules.push(id);
      unitOf.set(id, unit);
    }
    for (const unit of byKey.values())
      for (const id of unit.modules)
        for (const d of this.importsOf(id)) {
          const dep = unitOf.get(d);
          if (dep && dep !== unit) unit.deps.add(dep);
        }
    // The lazy imports of each entry's own code (the entry's are followed once, from the app's entry).
    const lazy = new Map(
      entries.map((e) => [
        e,
        [...this.closure([e])]
          .filter((id) => e === this.main || !this.usersOf(id).has(this.main))
          .flatMap((id) => this.info(id)?.dynamicallyImportedIds ?? []),
      ]),
    );
    const routes: Route[] = [];
    const chain = (path: string[]) => {
      const inChain = new Set(path);
      const tight = this.options.tight;
      routes.push({
        starts: path.flatMap((e) => unitOf.get(e) ?? []),
        needs: (id) => [...this.usersOf(id)].some((u) => inChain.has(u)),
        ...(tight?.entries.test(path.at(-1)!) ? { limits: tight.limits } : {}),
      });
      for (const next of new Set(lazy.get(path.at(-1)!) ?? [])) if (!inChain.has(next)) chain([...path, next]);
    };
    chain([this.main]);
    const units = mergeUnits([...byKey.values()], routes, (id) => this.sizeOf(id), this.options.limits);
    for (const unit of units) {
      if (!unit.merge) continue;
      const name = this.uniqueName(this.largest(unit.modules));
      for (const id of unit.modules) this.chunks.set(id, name);
    }
  }
}

const byPass = new WeakMap<Rolldown.ChunkingContext, AppChunks>();

/** The app's chunks for this chunking pass (one per build), computed on its first call. */
export function appChunks(ctx: Rolldown.ChunkingContext, id: string, options: ChunkOptions): AppChunks {
  let chunks = byPass.get(ctx);
  if (!chunks) {
    chunks = new AppChunks((i) => ctx.getModuleInfo(i), id, options);
    byPass.set(ctx, chunks);
  }
  return chunks;
}
