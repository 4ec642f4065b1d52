// The native projects' version and the settings a store would refuse them without.
//   node scripts/native-projects.ts version 1.2.0   the app's version, written everywhere it is
//   node scripts/native-projects.ts check           fails, naming each, where the projects drifted
// The one version source is apps/web/package.json; the build number (Android's versionCode,
// iOS's CURRENT_PROJECT_VERSION) is derived from it: 1.2.3 is 10203.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.join(import.meta.dirname, '..');
const web = path.join(root, 'apps', 'web');
const FILES = {
  packageJson: path.join(web, 'package.json'),
  gradle: path.join(web, 'android', 'app', 'build.gradle'),
  manifest: path.join(web, 'android', 'app', 'src', 'main', 'AndroidManifest.xml'),
  pbxproj: path.join(web, 'ios', 'App', 'App.xcodeproj', 'project.pbxproj'),
  infoPlist: path.join(web, 'ios', 'App', 'App', 'Info.plist'),
  releaseEntitlements: path.join(web, 'ios', 'App', 'App', 'App.entitlements'),
  debugEntitlements: path.join(web, 'ios', 'App', 'App', 'AppDebug.entitlements'),
};
/** Secrets of an installation that must never be committed. */
const SECRETS = ['apps/web/android/app/google-services.json'];
const PERMISSIONS = ['INTERNET', 'POST_NOTIFICATIONS', 'USE_BIOMETRIC'];
const APP_ID = 'at.servicebereich.app';

const read = (file: string) => readFileSync(file, 'utf8');

/** 1.2.3 → 10203; null for anything but three numbers with minor and patch below 100. */
function buildNumber(version: string): number | null {
  const match = /^(\d{1,3})\.(\d{1,2})\.(\d{1,2})$/.exec(version);
  if (match === null) return null;
  const [major, minor, patch] = match.slice(1).map(Number);
  return (major ?? 0) * 10_000 + (minor ?? 0) * 100 + (patch ?? 0);
}

function packageVersion(): string {
  return (JSON.parse(read(FILES.packageJson)) as { version: string }).version;
}

const GRADLE_CODE = /versionCode \d+/;
const GRADLE_NAME = /versionName "[^"]*"/;
const XCODE_BUILD = /CURRENT_PROJECT_VERSION = [^;]*;/g;
const XCODE_VERSION = /MARKETING_VERSION = [^;]*;/g;

function writeVersion(version: string): void {
  const build = buildNumber(version);
  if (build === null) {
    throw new Error(`${version}: expected a version such as 1.2.0 (minor and patch below 100)`);
  }
  // npm writes the lock file's record of the workspace too.
  execFileSync(
    'npm',
    ['version', version, '--no-git-tag-version', '--allow-same-version', '--workspace', 'apps/web'],
    { cwd: root, stdio: 'ignore' },
  );
  writeFileSync(
    FILES.gradle,
    read(FILES.gradle)
      .replace(GRADLE_CODE, `versionCode ${String(build)}`)
      .replace(GRADLE_NAME, `versionName "${version}"`),
  );
  writeFileSync(
    FILES.pbxproj,
    read(FILES.pbxproj)
      .replace(XCODE_BUILD, `CURRENT_PROJECT_VERSION = ${String(build)};`)
      .replace(XCODE_VERSION, `MARKETING_VERSION = ${version};`),
  );
  console.log(`${version} (build ${String(build)})`);
}

function problems(): string[] {
  const found: string[] = [];
  const version = packageVersion();
  const build = buildNumber(version);
  if (build === null) found.push(`apps/web/package.json: version ${version} is not x.y.z`);
  const gradle = read(FILES.gradle);
  if (gradle.match(GRADLE_CODE)?.[0] !== `versionCode ${String(build)}`) {
    found.push(`build.gradle: versionCode is not ${String(build)} (run the version command)`);
  }
  if (gradle.match(GRADLE_NAME)?.[0] !== `versionName "${version}"`) {
    found.push(`build.gradle: versionName is not "${version}" (run the version command)`);
  }
  if (!gradle.includes('signingConfig signingConfigs.release')) {
    found.push('build.gradle: the release build has no signing configuration');
  }
  const pbxproj = read(FILES.pbxproj);
  for (const [pattern, key, value] of [
    [XCODE_BUILD, 'CURRENT_PROJECT_VERSION', String(build)],
    [XCODE_VERSION, 'MARKETING_VERSION', version],
  ] as const) {
    const values = pbxproj.match(pattern) ?? [];
    if (values.length === 0 || values.some((setting) => setting !== `${key} = ${value};`)) {
      found.push(`project.pbxproj: ${key} is not ${value} everywhere (run the version command)`);
    }
  }
  if (!pbxproj.includes('CODE_SIGN_ENTITLEMENTS = App/AppDebug.entitlements;')) {
    found.push('project.pbxproj: the Debug build does not use App/AppDebug.entitlements');
  }
  for (const [file, environment] of [
    [FILES.releaseEntitlements, 'production'],
    [FILES.debugEntitlements, 'development'],
  ] as const) {
    if (!new RegExp(`aps-environment</key>\\s*<string>${environment}<`).test(read(file))) {
      found.push(`${path.basename(file)}: aps-environment is not ${environment}`);
    }
  }
  if (
    !/UIRequiredDeviceCapabilities<\/key>\s*<array>\s*<string>arm64</.test(read(FILES.infoPlist))
  ) {
    found.push('Info.plist: UIRequiredDeviceCapabilities is not arm64');
  }
  const manifest = read(FILES.manifest);
  for (const permission of PERMISSIONS) {
    if (!manifest.includes(`android:name="android.permission.${permission}"`)) {
      found.push(`AndroidManifest.xml: the permission ${permission} is missing`);
    }
  }
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
  for (const secret of SECRETS) {
    if (git('ls-files', '--', secret) !== '') found.push(`${secret} is committed`);
    try {
      git('check-ignore', '-q', '--no-index', secret);
    } catch {
      found.push(`${secret} is not ignored by git`);
    }
  }
  const javaPackages = git('ls-files', '--', 'apps/web/android/app/src')
    .split('\n')
    .filter((file) => file.endsWith('.java') && !file.includes(`/${APP_ID.replaceAll('.', '/')}/`));
  for (const file of javaPackages) found.push(`${file}: not in the package ${APP_ID}`);
  return found;
}

const [command, argument] = process.argv.slice(2);
if (command === 'version' && argument !== undefined) {
  writeVersion(argument);
} else if (command === 'check') {
  const found = problems();
  for (const problem of found) console.log(problem);
  if (found.length > 0) process.exit(1);
  console.log(`native projects: version ${packageVersion()}, settings as a store needs them`);
} else {
  console.log('usage: node scripts/native-projects.ts version <x.y.z> | check');
  process.exit(2);
}
