import type { EntityType } from '../../src/directory/kinds.ts'

/**
 * Words of the demo reviews (demo.ts): user content, so English only. A review is an opening line of its mood, a
 * line about the kind of listing, or both; the mood follows the stars.
 */

export type Mood = 'great' | 'good' | 'mixed' | 'poor'

export const moodOf = (stars: number): Mood =>
  stars >= 5 ? 'great' : stars >= 4 ? 'good' : stars >= 3 ? 'mixed' : 'poor'

export const OPENINGS: Record<Mood, readonly string[]> = {
  great: [
    'Absolutely brilliant.',
    'Could not have asked for more.',
    'Five stars, no question.',
    'Would book again in a heartbeat.',
    'Made our night.',
    'Highly recommended.',
    'Simply perfect.',
    'Exceeded every expectation.',
  ],
  good: [
    'Very good overall.',
    'A solid choice.',
    'Happy with how it went.',
    'Good value for money.',
    'Would book again.',
    'Pretty great, with small things to improve.',
  ],
  mixed: ['A mixed experience.', 'Okay, but not great.', 'Some good, some bad.', 'Fine, nothing special.'],
  poor: ['Disappointing.', 'Not what we were promised.', 'Would not book again.', 'Sadly a letdown.'],
}

export const DETAILS: Record<EntityType, Record<Mood, readonly string[]>> = {
  artist: {
    great: [
      'They read the room perfectly and kept the dance floor full until the last song.',
      'Arrived early, soundchecked quickly and played a set our guests are still talking about.',
      'Flexible with the set list and happy to learn a song for our first dance.',
      'A real pro on stage and lovely to deal with off it.',
      'Every guest asked us afterwards who the act was.',
      'The encore alone was worth the fee.',
      'Tight, energetic and perfectly on time.',
    ],
    good: [
      'Great performance; the first set started a little late.',
      'Strong set, though the volume was a touch high during dinner.',
      'Good communication before the event and a solid show on the night.',
      'Did exactly what we agreed, no more, no less.',
      'Lovely music; the breaks between sets were a bit long.',
    ],
    mixed: [
      'Musically fine, but they needed many reminders about the schedule.',
      'The second set was much better than the first.',
      'Decent show, though the rider requests came very late.',
    ],
    poor: [
      'Started forty minutes late and cut the last set short.',
      'Hard to reach in the weeks before the gig.',
      'The sound was muddy and the set felt under-rehearsed.',
    ],
  },
  venue: {
    great: [
      'The house team was on top of everything from load-in to curfew.',
      'Great sound in the room and a technician who knew the desk inside out.',
      'Load-in was easy and the green room was spotless.',
      'Friendly staff, a fast bar and superb acoustics.',
      'Our guests loved the space, and the lighting rig did half the work for us.',
      'The venue manager answered every question within the hour.',
    ],
    good: [
      'Good room and helpful staff; parking for the van was tricky.',
      'Nice venue, the monitor mixes took a while to get right.',
      'Everything as described, the backstage area is a bit small.',
      'Great location; the cloakroom queue got long after the show.',
    ],
    mixed: [
      'The room is great but the bar queue was long all night.',
      'Fine for the price, though the load-in is up three flights of stairs.',
      'Sound was good, replies before the night were slow.',
    ],
    poor: [
      'The PA was not what the tech sheet promised.',
      'Curfew was enforced twenty minutes early without warning.',
      'The heating did not work and the house crew left before the end.',
    ],
  },
  service: {
    great: [
      'The crew was on site early, tidy and quiet during the speeches.',
      'Rock-solid kit and an engineer who fixed a problem before we noticed it.',
      'The quote was clear and there were no surprises on the invoice.',
      'They handled a last-minute change of stage layout without fuss.',
      'Setup and get-out both finished ahead of schedule.',
    ],
    good: [
      'Good kit and a friendly crew; the get-out took longer than planned.',
      'Reliable and well organised, if a little pricey.',
      'Did a solid job; we had to chase the final invoice.',
      'Everything worked, the delivery window was wider than promised.',
    ],
    mixed: [
      'The equipment was fine, the crew less so.',
      'Arrived late but made up for it during the show.',
      'Good work on the day, very slow to answer emails before it.',
    ],
    poor: [
      'Half of the equipment on the list never arrived.',
      'Poor communication and a much higher bill than quoted.',
      'A cable fault cost us the first half hour.',
    ],
  },
}

/** The listing side's public answer: thanks for good reviews, an apology for the others. */
export const ANSWERS: Record<'thanks' | 'sorry', readonly string[]> = {
  thanks: [
    'Thank you for the kind words, it was a pleasure!',
    'Thanks a lot, we would love to work with you again.',
    'So glad it went well. See you next time!',
    'Thank you! We have passed your review on to the whole team.',
  ],
  sorry: [
    'Thanks for the honest feedback; we are sorry the night was not what you hoped for.',
    'Sorry about that. We have changed how we plan the schedule since.',
    'We apologise and have contacted you directly to make it right.',
  ],
}

/** What the bookers planned, by kind of listing. */
export const EVENT_TYPES: Record<EntityType, readonly string[]> = {
  artist: ['Wedding', 'Club night', 'Festival', 'Company party', 'Birthday party', 'Street fair'],
  venue: ['Concert', 'Album release', 'Company party', 'Wedding reception', 'Club night', 'Theatre show'],
  service: ['Festival', 'Conference', 'Open-air concert', 'Wedding', 'Product launch'],
}

export const ENQUIRY_MESSAGE = 'Hi! We are planning a {event} for about {guests} guests. Are you free that day?'
