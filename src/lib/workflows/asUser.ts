import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
  type PayloadRequest,
  type TypedUser,
} from 'payload'

/**
 * Runs `work` in one transaction on a request bearing the user, so the records it writes and the
 * audit trail name them. `keep` decides from the result whether to commit; a refusal keeps nothing.
 */
export const asUser = async <T>(
  payload: Payload,
  user: TypedUser | null,
  work: (req: PayloadRequest) => Promise<T>,
  keep: (result: T) => boolean = () => true,
): Promise<T> => {
  const req = await createLocalReq(user ? { user } : {}, payload)
  await initTransaction(req)
  try {
    const result = await work(req)
    if (keep(result)) await commitTransaction(req)
    else await killTransaction(req)
    return result
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}

/** The same for work no signed-in user does (a visitor's form, stored by the server). */
export const inTransaction = <T>(
  payload: Payload,
  work: (req: PayloadRequest) => Promise<T>,
  keep?: (result: T) => boolean,
) => asUser(payload, null, work, keep)
