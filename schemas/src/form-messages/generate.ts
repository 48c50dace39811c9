/** `npm run messages`: writes `compiled/<language>.ts` and its folder of forms for every language with words of its own. */
import { execFileSync } from 'node:child_process'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { DEFAULT_LANGUAGE, type LanguageCode } from '../languages.ts'
import { compiledModules, TRANSLATIONS, translatedFormsModule } from './compile.ts'

const folder = join(import.meta.dirname, 'compiled')
for (const code of Object.keys(TRANSLATIONS) as LanguageCode[]) {
  rmSync(join(folder, code), { recursive: true, force: true })
  for (const [file, source] of Object.entries(compiledModules(code))) {
    mkdirSync(dirname(join(folder, file)), { recursive: true })
    writeFileSync(join(folder, file), source)
  }
  console.log(`form-messages/compiled/${code}.ts and ${code}/ written`)
}
const translated = (Object.keys(TRANSLATIONS) as LanguageCode[]).filter((code) => code !== DEFAULT_LANGUAGE)
writeFileSync(join(folder, 'translated.ts'), translatedFormsModule(translated))
// In the project's own style (format and sorted imports), so the lint passes on them as on any file.
execFileSync('npx', ['biome', 'check', '--write', folder], { stdio: 'inherit' })
