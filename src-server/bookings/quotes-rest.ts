import { z } from 'zod'
import { decideQuoteInput, sendQuoteInput } from '../../src/bookings/quotes.ts'
import { threadSchema } from '../../src/bookings/schemas.ts'
import { INT4_MAX } from '../../src/validation/input.ts'
import { restRoute } from '../http/rest.ts'
import * as quotes from './quotes-service.ts'

const tags = ['enquiries']
const idParam = z.coerce.number().int().positive().max(INT4_MAX)

/** The REST mirror of quotes: the same service functions as tRPC's enquiries.sendQuote and decideQuote. */
export const quotesRest = [
  restRoute({
    method: 'post',
    path: '/enquiries/:id/quotes',
    summary:
      'Send a quote (listing side): price and currency, what is included, deposit with due date and how it is paid, ' +
      'terms, valid until; replaces the open one',
    tags,
    auth: 'user',
    jsonLimit: '32kb',
    params: z.object({ id: idParam }),
    body: sendQuoteInput.omit({ enquiry_id: true }),
    response: threadSchema,
    status: 201,
    handler: ({ deps, user, params, body }) => quotes.sendQuote(deps, user, { ...body, enquiry_id: params.id }),
  }),
  restRoute({
    method: 'post',
    path: '/enquiries/:id/quotes/:quote_id/decision',
    summary: 'Accept (books the date, 409 when the day is taken) or decline an open quote (booker)',
    tags,
    auth: 'user',
    jsonLimit: '4kb',
    params: z.object({ id: idParam, quote_id: idParam }),
    body: decideQuoteInput.omit({ enquiry_id: true, quote_id: true }),
    response: threadSchema,
    handler: ({ deps, user, params, body }) =>
      quotes.decideQuote(deps, user, { ...body, enquiry_id: params.id, quote_id: params.quote_id }),
  }),
]
