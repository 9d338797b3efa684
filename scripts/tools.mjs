// The programs outside npm that some tests need. `npm test` checks each one
// before the suites run: a missing one is installed when this machine can
// (root with Debian's apt-get), otherwise the tests needing it are skipped,
// told why through the tool's environment variable (e.g. RPA_NO_FFMPEG).
// A new tool is one more entry in TOOLS.
import { spawnSync } from 'node:child_process';
import { accessSync, constants, readdirSync } from 'node:fs';
import path from 'node:path';

/** True when `command` names an executable file, or one on the PATH. */
export function onPath(command, env = process.env) {
  const executable = (file) => {
    try {
      accessSync(file, constants.X_OK);
      return true;
    } catch {
      return false;
    }
  };
  if (command.includes('/')) return executable(command);
  return (env.PATH ?? '')
    .split(path.delimiter)
    .some((dir) => dir !== '' && executable(path.join(dir, command)));
}

/** True when a file whose name matches `pattern` is somewhere under one of `dirs`. */
function fileUnder(dirs, pattern) {
  const search = (dir, depth) => {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return false;
    }
    return entries.some((e) =>
      e.isDirectory() && depth > 0 ? search(path.join(dir, e.name), depth - 1) : pattern.test(e.name),
    );
  };
  return dirs.some((d) => search(d, 4));
}

/**
 * name: what the user installs; apt: Debian packages that bring it;
 * preseed: debconf answers given before installing (so no package asks or
 * starts a service of its own); flag: the variable set to the reason when
 * it is missing; purpose and skips: what it is for and what is skipped
 * without it (printed, and in the README).
 */
export const TOOLS = [
  {
    name: 'chromium',
    apt: ['chromium'],
    flag: 'RPA_NO_CHROMIUM',
    purpose: 'the browser the end-to-end tests drive (CHROMIUM_PATH, default /usr/bin/chromium)',
    skips: 'every end-to-end test (e2e/)',
    present: (env) => onPath(env.CHROMIUM_PATH || '/usr/bin/chromium', env),
  },
  {
    name: 'ffmpeg',
    apt: ['ffmpeg'],
    flag: 'RPA_NO_FFMPEG',
    purpose: "the robot's screen recordings of runs",
    skips: 'the recording tests (server: "the reference robot records its runs"; e2e: shares.spec.ts)',
    present: (env) => onPath('ffmpeg', env),
  },
  {
    name: 'xvfb',
    apt: ['xvfb', 'x11-utils'],
    flag: 'RPA_NO_XVFB',
    purpose: "the desktop steward's virtual screens (Xvfb) and their reported size (xdpyinfo)",
    skips: 'the desktop tests (robot: steward/, the UI form example; e2e: desktop.spec.ts)',
    present: (env) => onPath('Xvfb', env) && onPath('xdpyinfo', env),
  },
  {
    name: 'slapd',
    apt: ['slapd', 'ldap-utils'],
    // Installed unconfigured: no database of its own and no service to start; the tests run their own.
    preseed: ['slapd slapd/no_configuration boolean true'],
    flag: 'RPA_NO_SLAPD',
    purpose: 'the OpenLDAP directory the AD domain tests sync from (slapd, slapadd, slappasswd, ldapmodify)',
    skips: 'the AD domain tests (server: modules/ad-domain; e2e: ad.spec.ts)',
    present: (env) =>
      ['/usr/sbin/slapd', '/usr/sbin/slapadd', '/usr/sbin/slappasswd'].every((f) => onPath(f, env)) &&
      onPath('ldapmodify', env),
  },
  {
    name: 'haproxy',
    apt: ['haproxy'],
    flag: 'RPA_NO_HAPROXY',
    purpose: 'the load balancer the shipped configuration (docs/haproxy/rpa-console.cfg) is tested with',
    skips: 'the proxy test (server: cluster/proxy.test.ts)',
    present: (env) => onPath('haproxy', env) || onPath('/usr/sbin/haproxy', env),
  },
  {
    name: 'fonts-noto-cjk',
    apt: ['fonts-noto-cjk'],
    flag: 'RPA_NO_CJK_FONTS',
    purpose: 'Chinese text in Chromium screenshots and traces (boxes without it)',
    skips: 'nothing (screenshots only look wrong)',
    present: () => fileUnder(['/usr/share/fonts', '/usr/local/share/fonts'], /^Noto(Sans|Serif)CJK/),
  },
];

/** apt-get install works here: running as root with apt-get on the PATH. */
export function canInstall(env = process.env, uid = process.getuid?.()) {
  return uid === 0 && onPath('apt-get', env);
}

/** Installs Debian packages, non-interactively and with the debconf answers given; true when apt-get succeeded. */
function aptInstall(packages, env, preseed = []) {
  const opts = { stdio: 'inherit', env: { ...env, DEBIAN_FRONTEND: 'noninteractive' } };
  if (preseed.length) {
    spawnSync('debconf-set-selections', [], {
      ...opts,
      stdio: ['pipe', 'inherit', 'inherit'],
      input: `${preseed.join('\n')}\n`,
    });
  }
  return (
    spawnSync('apt-get', ['update', '-qq'], opts).status === 0 &&
    spawnSync('apt-get', ['install', '-y', '-qq', ...packages], opts).status === 0
  );
}

const installHint = (tool) => `apt-get install ${tool.apt.join(' ')}`;

/**
 * Checks every tool and answers the variables to hand the test runners:
 * `{ RPA_NO_FFMPEG: 'reason', ... }` for each one still missing. A flag
 * already set by the caller is kept (the tool counts as missing), and
 * TEST_INSTALL_TOOLS=0 forbids installing.
 */
export function checkTools({
  env = process.env,
  tools = TOOLS,
  installable = canInstall(env) && env.TEST_INSTALL_TOOLS !== '0',
  install = aptInstall,
  log = console.log,
} = {}) {
  const missing = tools.filter((t) => !env[t.flag] && !t.present(env));
  if (missing.length && installable) {
    const packages = [...new Set(missing.flatMap((t) => t.apt))];
    log(
      `installing ${missing.map((t) => t.name).join(', ')} for the tests: apt-get install ${packages.join(' ')}`,
    );
    const preseed = missing.flatMap((t) => t.preseed ?? []);
    if (!install(packages, env, preseed)) log('apt-get failed; the tests needing these tools are skipped');
  }
  const flags = {};
  for (const t of tools) {
    if (env[t.flag]) {
      flags[t.flag] = env[t.flag];
      continue;
    }
    if (!missing.includes(t) || t.present(env)) continue;
    flags[t.flag] = `${t.name} is not installed (${t.purpose}); install it with: ${installHint(t)}`;
    log(`missing ${t.name}: install it with \`${installHint(t)}\`; skipped without it: ${t.skips}`);
  }
  return flags;
}
