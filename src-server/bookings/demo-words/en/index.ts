import type { ReviewWords } from '../words.ts'
import { ARTIST } from './artist.ts'
import { SERVICE } from './service.ts'
import { VENUE } from './venue.ts'

/** English demo reviews (London, Dublin, Manchester and the other cities whose demo texts are English). */
export const EN: ReviewWords = {
  types: { artist: ARTIST, venue: VENUE, service: SERVICE },
  events: {
    wedding: 'Wedding',
    'company-party': 'Company party',
    birthday: 'Birthday party',
    'club-night': 'Club night',
    festival: 'Festival',
    'street-fair': 'Street fair',
    concert: 'Concert',
    'album-release': 'Album release',
    'theatre-show': 'Theatre show',
    conference: 'Conference',
    'product-launch': 'Product launch',
    gala: 'Gala dinner',
    'exhibition-opening': 'Exhibition opening',
  },
  enquiry: 'Hi! Occasion: {event}, about {guests} guests. Are you free that day?',
  openings: {
    great: [
      'Absolutely brilliant.',
      'Could not have asked for more.',
      'Five stars, no question.',
      'Made our night.',
      'Honestly one of the best bookings we have ever made.',
      'Where do I start? Everything just worked.',
      'Exceeded every expectation.',
    ],
    good: [
      'Very good overall.',
      'A solid choice.',
      'Happy with how it went.',
      'Good value for money.',
      'Pretty great, with a couple of small things to improve.',
      'We were pleased.',
    ],
    mixed: [
      'A mixed experience.',
      'Okay, but not great.',
      'Some good, some bad.',
      'Hard to rate this one.',
      'Fine, nothing special.',
    ],
    poor: [
      'Disappointing.',
      'Not what we were promised.',
      'Sadly a letdown.',
      'I wish I could give a better review.',
      'We expected a lot more.',
    ],
  },
  dealings: {
    artist: {
      praise: [
        'Quick replies before the event and everything agreed in writing.',
        'Arrived early, soundchecked fast and was ready well before the guests came in.',
        'Easy to work with, and the rider was short and reasonable.',
        'Stuck to the schedule to the minute.',
        'Friendly with our guests and the staff all evening.',
      ],
      critique: [
        'Hard to reach in the weeks before the event.',
        'Turned up late and the schedule slipped for the rest of the evening.',
        'The extra costs came as a surprise on the invoice.',
      ],
    },
    venue: {
      praise: [
        'The venue manager answered every question within the hour.',
        'Load-in was easy and the green room was spotless.',
        'Easy to reach by public transport, with parking for the van right behind.',
        'The quote was clear and nothing extra appeared on the bill.',
        'The house team stayed until the last guest left and cleaned up without a word.',
      ],
      critique: [
        'Replies before the event took days.',
        'Curfew was enforced twenty minutes early without warning.',
        'The deposit took weeks to come back.',
      ],
    },
    service: {
      praise: [
        'The crew was on site early, tidy and quiet during the speeches.',
        'The quote was clear and there were no surprises on the invoice.',
        'They handled a last-minute change of plan without fuss.',
        'Set-up and get-out both finished ahead of schedule.',
        'One contact person from the first call to the final invoice.',
      ],
      critique: [
        'Very slow to answer emails before the event.',
        'The final bill was much higher than the quote.',
        'The crew arrived late and left before the end.',
      ],
    },
  },
  closings: {
    great: [
      'Would book again in a heartbeat.',
      'Highly recommended.',
      'Thank you for a wonderful night!',
      'Our guests are still talking about it.',
      'Already booked for next year.',
    ],
    good: [
      'We would book again.',
      'Small things aside, a good choice.',
      'The price was fair for what we got.',
      'Recommended, with minor reservations.',
      'We would happily recommend them to friends.',
    ],
    mixed: [
      'Fine for the price, but I would look around next time.',
      'Could be great with better organisation.',
      'Not sure we would book again.',
    ],
    poor: ['Would not book again.', 'Not worth the money.', 'We have asked for a partial refund.'],
  },
  answers: {
    thanks: [
      'Thank you for the kind words, it was a pleasure!',
      'Thanks a lot, we would love to work with you again.',
      'So glad it went well. See you next time!',
      'Thank you! We have passed your review on to the whole team.',
    ],
    sorry: [
      'Thanks for the honest feedback; we are sorry the night was not what you hoped for.',
      'Sorry about that. We have changed how we plan since.',
      'We apologise and have contacted you directly to make it right.',
    ],
  },
  quote: {
    included: {
      artist: 'The set as discussed, sound check, travel within 100 km',
      venue: 'The hall for the evening, house PA and lights, a technician, cleaning',
      service: 'Equipment, delivery, set-up and take-down, one crew member on the night',
    },
    terms: 'Deposit refunded when cancelled up to 30 days before the event.',
    depositMethod: 'Bank transfer to the account on the invoice',
  },
}
