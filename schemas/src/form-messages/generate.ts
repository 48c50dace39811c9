/** `npm run messages`: writes `compiled/<language>.ts` for every language with words of its own (`compile.ts`). */
import { execFileSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { LanguageCode } from '../languages.ts'
import { compiledModule, TRANSLATIONS } from './compile.ts'

const folder = join(import.meta.dirname, 'compiled')
for (const code of Object.keys(TRANSLATIONS) as LanguageCode[]) {
  writeFileSync(join(folder, `${code}.ts`), compiledModule(code))
  console.log(`form-messages/compiled/${code}.ts written`)
}
// In the project's own style, so the lint passes on them as on any file.
execFileSync('npx', ['biome', 'format', '--write', folder], { stdio: 'inherit' })
