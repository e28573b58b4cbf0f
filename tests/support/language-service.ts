// The TypeScript language service over the repository's tsconfig.json, as an editor runs it: what
// a hover or Find All References shows a user of the generated code. `files` are the root files;
// `texts` gives files that exist only in memory (a consumer written by the test).
import path from 'node:path';
import ts from 'typescript';

export function languageService(root: string, files: string[], texts: Record<string, string> = {}): ts.LanguageService {
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(root, 'tsconfig.json'),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
  )!;
  const read = (file: string) => texts[file] ?? ts.sys.readFile(file);
  return ts.createLanguageService({
    getScriptFileNames: () => files,
    getScriptVersion: () => '1',
    getScriptSnapshot: (file) => {
      const content = read(file);
      return content === undefined ? undefined : ts.ScriptSnapshot.fromString(content);
    },
    getCurrentDirectory: () => root,
    getCompilationSettings: () => config.options,
    getDefaultLibFileName: ts.getDefaultLibFilePath,
    fileExists: (file) => file in texts || ts.sys.fileExists(file),
    readFile: read,
    readDirectory: ts.sys.readDirectory,
    directoryExists: ts.sys.directoryExists,
    getDirectories: ts.sys.getDirectories,
  });
}
