import type { IncomingHttpHeaders } from 'node:http'

export const BUILD_FILE: RegExp
export function asksNextForPayload(headers: IncomingHttpHeaders, url: URL): boolean
export function unrecognisedMarkup(html: string): { kind: 'script' | 'stylesheet'; tag: string }[]
export function createStyleInliner(options: { dir: string }): (html: string) => Promise<string>
export function deferScripts(html: string): string
export function createNextHtmlRewrite(options: {
  dir: string
  warn?: (message: string) => void
}): (html: string) => Promise<string>
export function linkWithoutInlined(link: string | string[], html: string): string
