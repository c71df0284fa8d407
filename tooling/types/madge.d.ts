/**
 * The part of npm `madge`'s API the tests use (it ships no types): the
 * files an entry reaches through its imports, `import()` included.
 * https://github.com/pahen/madge#api
 */
declare module 'madge' {
  /** What `madge()` resolves to. */
  type MadgeResult = {
    /** Each reached file, relative to `baseDir`, and the files it imports. */
    obj(): Record<string, string[]>;
  };
  /** Options the tests pass. */
  type MadgeConfig = { tsConfig?: string; fileExtensions?: string[]; baseDir?: string };
  export default function madge(path: string, config?: MadgeConfig): Promise<MadgeResult>;
}
