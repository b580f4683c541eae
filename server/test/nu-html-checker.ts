/**
 * Tests only: the Nu HTML Checker (vnu.jar from the vnu-jar package, run by Java) over many HTML documents in one
 * java process, returning its errors. Java comes from `node scripts/ensure-java.ts` (run by `npm run test:unit`);
 * without it the check fails with that command, it never skips.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import vnuJar from 'vnu-jar';

export interface NuDocument {
  /** How the document is named in the report, e.g. "/en-HK/category/plumbing". */
  name: string;
  html: string;
}

export interface NuProblem {
  document: string;
  line?: number;
  column?: number;
  message: string;
  extract?: string;
}

interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url?: string;
  message: string;
  extract?: string;
  lastLine?: number;
  firstColumn?: number;
}

/**
 * vnu messages that are wrong about valid modern HTML, each with its reason, to go when vnu is fixed. Empty: every
 * message so far was right and was fixed in the markup, which is what to do whenever the message is right.
 */
const ALLOWED: { message: RegExp; why: string }[] = [];

function assertJava(): void {
  const res = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (res.error || res.status !== 0) {
    throw new Error(
      'The Nu HTML Checker needs Java 11+ and `java` was not found. Run `node scripts/ensure-java.ts` ' +
        '(as root it installs Debian default-jre-headless) or: sudo apt-get install -y default-jre-headless',
    );
  }
}

function runJava(args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('java', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (b: Buffer) => out.push(b));
    child.stderr.on('data', (b: Buffer) => err.push(b));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(Buffer.concat(out).toString('utf8'));
      else reject(new Error(`vnu exited with ${code}: ${Buffer.concat(err).toString('utf8').slice(0, 2000)}`));
    });
  });
}

/** Checks every document in one vnu run; returns the errors (and any document vnu could not read), in order. */
export async function checkHtml(documents: NuDocument[]): Promise<NuProblem[]> {
  assertJava();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sifu-vnu-'));
  try {
    const files = documents.map((d, i) => {
      const file = path.join(dir, `${i}.html`);
      fs.writeFileSync(file, d.html);
      return file;
    });
    const byFile = new Map(files.map((f, i) => [path.basename(f), documents[i].name]));
    const json = await runJava([
      // C1 only: a one-off batch finishes sooner without the C2 compiler's threads (3× on two busy cores), and C1
      // frames are larger, so the stack is raised above vnu's 512k minimum.
      '-XX:TieredStopAtLevel=1',
      '-Xss8m',
      '-jar',
      String(vnuJar),
      '--format',
      'json',
      '--stdout',
      '--errors-only',
      '--exit-zero-always',
      // Language detection only ever gives warnings, which are not reported here: skipping it saves time.
      '--no-langdetect',
      ...files,
    ]);
    const { messages } = JSON.parse(json) as { messages: VnuMessage[] };
    return messages
      .filter((m) => m.type === 'error' || m.type === 'non-document-error')
      .filter((m) => !ALLOWED.some((a) => a.message.test(m.message)))
      .map((m) => ({
        document: byFile.get(path.basename(m.url ?? '')) ?? m.url ?? '(unknown document)',
        line: m.lastLine,
        column: m.firstColumn,
        message: m.message,
        extract: m.extract,
      }));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** One line per problem: "document line:column message", then the markup around it. */
export function formatProblems(problems: NuProblem[]): string {
  return problems
    .map(
      (p) => `${p.document} ${p.line ?? '?'}:${p.column ?? '?'} ${p.message}${p.extract ? `\n    ${p.extract.replace(/\s+/g, ' ')}` : ''}`,
    )
    .join('\n');
}
