/**
 * Makes sure a Java runtime (11 or newer) is present for the Nu HTML Checker (`vnu-jar`), which the jest suite
 * runs on the server-rendered pages (server/ssr/html-validity.test.ts): installs Debian's `default-jre-headless`
 * with apt-get when `java` is missing or too old (root only), else fails with the command to run. Never skips.
 * The vnu-jar package's own install script, which would download a JRE from GitHub, is not allowed to run here.
 */
import { execSync, spawnSync } from 'node:child_process';

const MIN_JAVA = 11;
const PACKAGE = 'default-jre-headless';

/** The major version of `java` on the PATH (8 for "1.8.0_…"), or null when there is none. */
function javaMajor(): number | null {
  const res = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (res.error || res.status !== 0) return null;
  const m = /version "(\d+)(?:\.(\d+))?/.exec(`${res.stderr}${res.stdout}`);
  if (!m) return null;
  return m[1] === '1' ? Number(m[2]) : Number(m[1]);
}

const found = javaMajor();
if (found !== null && found >= MIN_JAVA) process.exit(0);

const why = found === null ? 'no `java` command was found' : `\`java\` is version ${found}`;
if (process.getuid?.() !== 0) {
  console.error(
    `The HTML validity test runs the Nu HTML Checker, which needs Java ${MIN_JAVA} or newer, but ${why}.\n` +
      `Run: sudo apt-get update && sudo apt-get install -y --no-install-recommends ${PACKAGE}`,
  );
  process.exit(1);
}
console.log(`Installing ${PACKAGE} with apt-get (${why}; the Nu HTML Checker needs Java ${MIN_JAVA}+)…`);
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
try {
  execSync('apt-get update -q', { stdio: 'inherit', env });
  // Slim Debian images leave out /usr/share/man, and the JRE's post-install step fails without man1.
  execSync('mkdir -p /usr/share/man/man1', { stdio: 'inherit' });
  execSync(`apt-get install -y -q --no-install-recommends ${PACKAGE}`, { stdio: 'inherit', env });
} catch {
  console.error(`Installing ${PACKAGE} failed (see above). Install Java ${MIN_JAVA}+ yourself: apt-get install -y ${PACKAGE}`);
  process.exit(1);
}
const installed = javaMajor();
if (installed === null || installed < MIN_JAVA) {
  console.error(`apt-get installed ${PACKAGE}, but \`java -version\` still does not report Java ${MIN_JAVA}+.`);
  process.exit(1);
}
