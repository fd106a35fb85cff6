// The first step of `npm test` (and of .ci/run): the system programs the suites run, checked before anything else.
// Missing ones are installed with apt-get when this is a Debian-like system and we are root; otherwise the run stops
// here with the one command that installs them, instead of failing deep inside a suite (issue 46).
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { CHROMIUM_PATH, FIREFOX_PATH, HEADLESS_SHELL_PATH } from './browsers';

/** A program a suite runs, and the Debian package that provides it. */
export interface Tool {
  /** An absolute path, or a name looked up on PATH. */
  program: string;
  debianPackage: string;
  /** Which suite needs it, printed when it is missing. */
  usedBy: string;
}

export const TOOLS: readonly Tool[] = [
  {
    program: CHROMIUM_PATH,
    debianPackage: 'chromium',
    usedBy: 'the PDF viewer browser test and the benchmarks',
  },
  {
    program: HEADLESS_SHELL_PATH,
    debianPackage: 'chromium-headless-shell',
    usedBy: 'the browser tests (Playwright)',
  },
  { program: 'pdfsig', debianPackage: 'poppler-utils', usedBy: 'the unit suite (the sealed contract PDF)' },
  { program: 'pdftotext', debianPackage: 'poppler-utils', usedBy: 'the unit suite (the sealed contract PDF)' },
  // The WebKit and Firefox smoke stages (tests/smoke, docs/decisions/0040): WebKitGTK's WebDriver server (its
  // MiniBrowser comes with it) on a private X display, and Firefox ESR driven over WebDriver BiDi.
  {
    program: 'WebKitWebDriver',
    debianPackage: 'webkit2gtk-driver',
    usedBy: 'the WebKit smoke stage (npm run test:smoke)',
  },
  { program: 'Xvfb', debianPackage: 'xvfb', usedBy: 'the WebKit smoke stage (its browser needs a display)' },
  {
    program: FIREFOX_PATH,
    debianPackage: 'firefox-esr',
    usedBy: 'the Firefox smoke stage (npm run test:smoke)',
  },
];

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** Whether a program can be run: an absolute path that is executable, or a name found on PATH. */
export function found(program: string, path = process.env.PATH ?? ''): boolean {
  if (program.includes('/')) return isExecutable(program);
  return path.split(delimiter).some((dir) => dir !== '' && isExecutable(join(dir, program)));
}

/** The Debian packages that provide the missing tools, each once, in the order of TOOLS. */
export function missingPackages(tools: readonly Tool[], isFound: (program: string) => boolean = found): string[] {
  return [...new Set(tools.filter((t) => !isFound(t.program)).map((t) => t.debianPackage))];
}

function canInstall(): boolean {
  return process.getuid?.() === 0 && existsSync('/usr/bin/apt-get') && existsSync('/etc/debian_version');
}

function run(command: string, args: string[]): boolean {
  console.log(`$ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return result.status === 0;
}

function main(): number {
  const packages = missingPackages(TOOLS);
  if (packages.length === 0) {
    console.log(`check-tools: ${TOOLS.map((t) => t.program).join(', ')} present`);
    return 0;
  }
  for (const tool of TOOLS.filter((t) => !found(t.program)))
    console.log(`check-tools: ${tool.program} is missing (${tool.debianPackage}), used by ${tool.usedBy}`);
  const command = `apt-get update && apt-get install -y ${packages.join(' ')}`;
  if (!canInstall()) {
    console.error(`check-tools: install them first, then run npm test again:\n\n  sudo sh -c '${command}'\n`);
    return 1;
  }
  if (!run('apt-get', ['update', '-qq']) || !run('apt-get', ['install', '-y', '-qq', ...packages])) {
    console.error(`check-tools: the install failed; run it yourself:\n\n  ${command}\n`);
    return 1;
  }
  const still = missingPackages(TOOLS);
  if (still.length > 0) {
    console.error(`check-tools: still missing after the install: ${still.join(', ')}`);
    return 1;
  }
  console.log(`check-tools: installed ${packages.join(', ')}`);
  return 0;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = main();
