import { answerAsk } from '@/app/(frontend)/my-data/ask'

type Context = { params: Promise<{ token: string }> }

export async function POST(request: Request, { params }: Context): Promise<Response> {
  return answerAsk(request, (await params).token, 'erase')
}

export { GET } from '@/app/(frontend)/my-data/ask'
