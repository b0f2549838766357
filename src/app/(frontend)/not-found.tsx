import Link from 'next/link'

export default function NotFound() {
  return (
    <main className="flex min-h-[70vh] flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="font-display text-6xl font-bold text-teal-deep">404</h1>
      <p className="text-xl">Oops! Page not found</p>
      <Link href="/" className="rounded-full bg-charcoal px-6 py-3 font-medium text-white hover:bg-teal-deep">
        Return to Home
      </Link>
    </main>
  )
}
