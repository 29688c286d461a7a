import type { TypeRemarks } from '../words.ts'

/** English demo reviews (London, Dublin, Manchester and the other cities whose demo texts are English): by venue type. */
export const VENUE: TypeRemarks['venue'] = {
  club: {
    praise: [
      'The club’s sound system is outstanding: loud, clear and never harsh.',
      'A proper dark room, a great light rig and a bar that kept up with the queue.',
      'The door team was friendly and firm, and the dance floor felt safe all night.',
      'The club’s in-house engineer had our DJs set up and soundchecked in no time.',
      'The cloakroom, toilets and smoking area all coped with a sold-out night.',
      'Low ceiling, heavy bass and a crowd right up against the booth: exactly the club feeling our artist wanted.',
    ],
    critique: [
      'The club was stuffy, the air conditioning barely worked and the smoke machine made it worse.',
      'The bar queue in the club took twenty minutes all night long.',
      'The monitors in the club’s DJ booth were broken, and nobody came to fix them.',
    ],
  },
  bar: {
    praise: [
      'Cosy bar with a small stage that is perfect for acoustic sets.',
      'The bar staff were quick, and the cocktails were good value for the area.',
      'We had the back room of the bar to ourselves, with our own playlist and a lovely atmosphere.',
      'Great little bar for a release party: intimate, friendly and the PA is better than it looks.',
      'The bar made a cocktail named after our album for the night.',
      'Candles, old wooden tables and a piano in the corner: the perfect bar for a small gig.',
    ],
    critique: [
      'The bar was too small for our group and the stage is just a corner of the floor.',
      'Regulars at the bar talked loudly through the whole set.',
      'Service at the bar was slow, and a drink took a quarter of an hour all night.',
    ],
  },
  theatre: {
    praise: [
      'Every seat in the theatre has a good view, and the sound carries to the last row.',
      'The stage crew knew their fly system and lighting desk inside out.',
      'Beautiful old theatre with dressing rooms that actually have mirrors and light.',
      'Front-of-house staff handled a full house calmly, and the interval bar was quick.',
      'The theatre’s box office handled ticket sales and the guest list without a single mistake.',
      'Real velvet seats, a raked stalls floor and a stage big enough for our whole set.',
    ],
    critique: [
      'Backstage is cramped, and the get-in through the side door took ages.',
      'The theatre’s seats are worn and the heating in the stalls did not work.',
      'The theatre’s lighting rig is old, and half the spotlights flickered during the show.',
    ],
  },
  'concert-hall': {
    praise: [
      'The acoustics in the hall are superb; every pianissimo reached the back rows.',
      'Comfortable seating, excellent sightlines and a spacious foyer for the interval.',
      'The hall’s stage manager and technicians worked with our orchestra like old friends.',
      'A concert hall with real warmth in the sound and a wonderful organ.',
      'The hall’s Steinway had just been tuned, and our pianist was delighted.',
      'Wide aisles, plenty of legroom and clearly numbered seats: a full hall was seated in minutes.',
    ],
    critique: [
      'The acoustics are fine from the stalls but muddy from the balcony seats.',
      'The foyer was far too small for the interval, and the cloakroom queue was endless.',
      'The seats in the hall’s upper circle are cramped, and the view of the stage is partly blocked.',
    ],
  },
  arena: {
    praise: [
      'The arena’s rigging points and power made a big production surprisingly easy.',
      'Thousands of guests in and out without a jam; the entry lanes and stewards were excellent.',
      'Huge space, but the sound in the arena was clear even up in the top tier.',
      'The production office and loading dock are the best we have used in years.',
      'The arena’s giant screens made the show look huge.',
      'Wheelchair spaces, lifts and quiet rooms were well signposted throughout the arena.',
    ],
    critique: [
      'The arena’s sound bounced around badly, and the upper tiers got an echo.',
      'Catering prices inside the arena were outrageous and the queues endless.',
      'Getting out of the arena car park took over an hour after the show.',
    ],
  },
  'open-air': {
    praise: [
      'An open-air stage with a view like that makes any concert special.',
      'The site had a rain plan, covered bars and solid ground even after a shower.',
      'Sunset behind the stage, good sound on the lawn and clean toilets; perfect summer evening.',
      'The open-air crew handled power, fencing and waste without us lifting a finger.',
      'Picnic blankets on the grass, a stage under the trees and the sun setting during the encore.',
      'Enough toilets, water points and shade for a hot afternoon in the open air.',
    ],
    critique: [
      'The open-air site had no shelter when the storm came and we had to stop for an hour.',
      'Strict noise limits meant the sound was far too quiet on the lawn.',
      'The lawn was sold as flat, but from the back you could hardly see the stage.',
    ],
  },
  'festival-site': {
    praise: [
      'The festival site has everything: water and power points, good access roads and plenty of space for stages.',
      'Camping, parking and the main stage are well laid out; guests found their way easily.',
      'The site team mowed, fenced and signposted everything before we arrived.',
      'Even with several thousand visitors the ground held up and the paths stayed dry.',
      'Room for three stages, food trucks and a kids’ area without the sound bleeding across.',
      'Easy access for trucks, hard standing for the stages and a proper site office.',
    ],
    critique: [
      'The festival site turned to mud after one rainy day and the tracks were barely passable.',
      'Too few water points on the site and the toilets were not emptied often enough.',
      'The power supply on the festival site failed twice on the Saturday.',
    ],
  },
  church: {
    praise: [
      'The church’s acoustics are magical for choirs and strings.',
      'The candlelight and the old stone made our concert unforgettable.',
      'The verger helped with seating and set-up and was endlessly patient.',
      'Pews for two hundred, a lovely organ and a natural reverb that flatters every voice.',
      'The parish opened the side chapel as a green room and had tea ready for the choir.',
      'Stained glass in the evening light behind the stage; the photos are stunning.',
    ],
    critique: [
      'It was freezing in the church and the pews got hard after an hour.',
      'The reverb in the church swallowed every spoken word, and there is no PA.',
      'Amplified music was only allowed very quietly in the church, which ruined the band’s set.',
    ],
  },
  restaurant: {
    praise: [
      'The restaurant cooked a wonderful set menu and still made room for a small stage.',
      'Service at the tables was attentive without interrupting the music.',
      'We had the whole restaurant for our party, with a dance floor where the tables usually are.',
      'The kitchen handled vegetarian, vegan and gluten-free guests without any fuss.',
      'The chef cooked a separate menu for the band and served it before the set.',
      'Dessert buffet, coffee and the first dance all in one room, without anybody having to move.',
    ],
    critique: [
      'The food at the restaurant arrived lukewarm and the courses dragged on.',
      'The restaurant seated us in a corner next to the kitchen door, so the band had hardly any room.',
      'The restaurant’s background music kept playing during our band’s breaks.',
    ],
  },
  gallery: {
    praise: [
      'The white walls and high ceilings of the gallery made a stunning backdrop for our launch.',
      'The gallery staff moved the artworks and made room for the bar without complaint.',
      'Lovely light through the skylights and a space that feels exclusive.',
      'An unusual setting for a concert, but the gallery’s acoustics surprised everybody.',
      'The gallery let us project visuals on the big white wall, which looked amazing with the music.',
      'Polished concrete, great light and a gallerist who loves having music in the space.',
    ],
    critique: [
      'The gallery has no proper power for a band, so the sound was thin.',
      'The gallery’s rules were so strict that guests could hardly move around with drinks.',
      'The echo in the gallery made the speeches almost impossible to follow.',
    ],
  },
  'event-hall': {
    praise: [
      'All our guests fitted at round tables in the hall and there was still room for a proper dance floor.',
      'The hall’s own stage, lights and PA meant our band only had to bring their instruments.',
      'The hall team turned the room from dinner to dancing in twenty minutes while the guests had coffee in the foyer.',
      'Chandeliers, tall windows and a parquet floor: the hall looked festive without any extra decoration.',
      'The hall had a screen, a lectern and a wireless mic ready for the speeches before the first guest arrived.',
      'Cloakroom, bar and kitchen are on the same floor as the hall, so the evening never stalled.',
    ],
    critique: [
      'The hall had to be cleared by midnight, just as the dance floor was getting busy.',
      'Only two people ran the bar for a full hall, so the queue never got shorter.',
      'The hall’s sound limiter kept cutting the band off whenever the dancing got going.',
    ],
  },
}
