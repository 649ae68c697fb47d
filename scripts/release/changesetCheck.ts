// Every change to a published package since its last release comes with a changeset (`pnpm test:changesets`, part
// of `pnpm test`). A package's last release is the last commit that wrote its CHANGELOG.md, which `changeset version`
// does and nothing else does; before the first release, every commit counts. When what a package ships (its sources
// without tests and stories, its package.json) differs from that commit, .changeset/ must hold a pending changeset
// naming the package. Works on a fresh clone (CI's); a shallow one first fetches the history it hides.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const PUBLISHED = ['permissions', 'api-client', 'ui'] as const;

/** git's empty tree: the base of a package never released. */
const EMPTY_TREE = '4b825dc642cb6eb9a060e54bf8d69288fbee4904';

/** A file of packages/<name>/ that reaches the package's users. */
export function isShipped(file: string): boolean {
  if (file === 'package.json') return true;
  if (!file.startsWith('src/')) return false;
  return !/\.(test|test-d|stories)\.[cm]?[jt]sx?$|(^|\/)storyFixtures\.|^src\/charts\/testing\/|^src\/calls\/mockApi\.ts$/.test(file);
}

/** The packages each pending changeset names (its frontmatter: `'@equipdesk/ui': patch`). */
export function pendingChangesets(changesetDir: string): Map<string, string[]> {
  const pending = new Map<string, string[]>();
  for (const file of readdirSync(changesetDir)) {
    if (!file.endsWith('.md') || file === 'README.md') continue;
    const frontmatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(readFileSync(path.join(changesetDir, file), 'utf8'))?.[1] ?? '';
    const names = [...frontmatter.matchAll(/^\s*['"]?(@equipdesk\/[\w-]+)['"]?\s*:\s*(major|minor|patch)\s*$/gm)].map((match) => match[1]!);
    pending.set(file, names);
  }
  return pending;
}

export interface ChangesetCheck {
  /** One line per published package: its base and whether it changed. */
  report: string[];
  /** Changed packages without a changeset, and anything that makes the check impossible. */
  problems: string[];
}

export function checkChangesets(root: string): ChangesetCheck {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
  if (git('rev-parse', '--is-shallow-repository') === 'true') {
    // A shallow clone hides the releases: fetch the rest of the history once, or say what the CI checkout lacks.
    try {
      git('fetch', '--quiet', '--unshallow');
    } catch {
      return { report: [], problems: ['the clone is shallow and could not fetch its history: check out with the whole history (actions/checkout `fetch-depth: 0`)'] };
    }
  }
  const pending = pendingChangesets(path.join(root, '.changeset'));
  const report: string[] = [];
  const problems: string[] = [];
  for (const name of PUBLISHED) {
    const dir = `packages/${name}`;
    const release = existsSync(path.join(root, dir, 'CHANGELOG.md')) ? git('log', '-1', '--format=%H', '--', `${dir}/CHANGELOG.md`) : '';
    // Committed and uncommitted changes since the release, and files not yet added.
    const changed = [
      ...git('diff', '--name-only', '--relative', release || EMPTY_TREE, '--', dir).split('\n'),
      ...git('ls-files', '--others', '--exclude-standard', '--', dir).split('\n'),
    ]
      .filter(Boolean)
      .map((file) => (file.startsWith(`${dir}/`) ? file.slice(dir.length + 1) : file))
      .filter(isShipped);
    const covering = [...pending].filter(([, names]) => names.includes(`@equipdesk/${name}`)).map(([file]) => file);
    const since = release ? `since ${release.slice(0, 10)}` : 'never released';
    report.push(`@equipdesk/${name} (${since}): ${changed.length} shipped files changed, ${covering.length} changesets`);
    if (changed.length > 0 && covering.length === 0) {
      problems.push(`@equipdesk/${name} changed (${changed.slice(0, 3).join(', ')}${changed.length > 3 ? ', …' : ''}) with no changeset naming it: run \`pnpm changeset\``);
    }
  }
  for (const [file, names] of pending) {
    if (names.length === 0) problems.push(`.changeset/${file} names no @equipdesk package with a bump`);
  }
  return { report, problems };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { report, problems } = checkChangesets(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..'));
  for (const line of report) console.log(line);
  for (const problem of problems) console.error(`changesets: ${problem}`);
  process.exitCode = problems.length > 0 ? 1 : 0;
}
