export function releaseMigrations(dir?: string): string[]
export function missingPreparation(uri: string, migrations?: string[]): Promise<string>
