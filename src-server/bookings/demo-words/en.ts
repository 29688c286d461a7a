import type { ReviewWords } from './words.ts'

/** English demo reviews (London, Dublin, Manchester and the other cities whose demo texts are English). */
export const EN: ReviewWords = {
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
  types: {
    artist: {
      band: {
        praise: [
          'The band kept the dance floor full from the first chord to the last encore.',
          'Tight rhythm section, a singer with real presence and a set list that suited every age group.',
          'They learned our first-dance song in a week and it sounded like their own.',
          'Two long sets and not one guest sat down during the second.',
        ],
        critique: [
          'The band played far too loud for a room that size and ignored the requests to turn down.',
          'The set list was the same covers you hear at every wedding, and the breaks were endless.',
        ],
      },
      dj: {
        praise: [
          'The DJ read the crowd perfectly and the floor never emptied.',
          'Seamless mixing all night, from disco at dinner to proper house after midnight.',
          'Took our request list seriously and still slipped in tracks nobody knew but everybody danced to.',
          'Brought their own decks and lights and had the dance floor going within ten minutes.',
        ],
        critique: [
          'The transitions were clumsy and the dance floor kept emptying between tracks.',
          'The DJ mostly played their own playlist and brushed off every request.',
        ],
      },
      solo: {
        praise: [
          'Just one voice and a guitar, and the whole room went quiet to listen.',
          'A beautiful solo set during the drinks reception; guests kept asking for the name.',
          'Played our song during the ceremony so movingly that half the room was in tears.',
          'Warm voice, great banter between songs and a perfectly judged volume.',
        ],
        critique: [
          'The solo set was pleasant but so quiet that the back of the room barely heard it.',
          'Forgot the lyrics twice and the guitar was out of tune for most of the first set.',
        ],
      },
      duo: {
        praise: [
          'The two of them play off each other beautifully; the harmonies gave me goosebumps.',
          'A duo that sounds like a full band, and they fit into the smallest corner of the room.',
          'Acoustic covers for the drinks, then a livelier second half once dinner was over.',
          'Very easy to work with, and the piano and vocals were spot on.',
        ],
        critique: [
          'The duo seemed under-rehearsed and the second voice was often off.',
          'Nice enough, but the same slow tempo for two hours lost the room.',
        ],
      },
      trio: {
        praise: [
          'The jazz trio was exactly the background we wanted: classy, never intrusive.',
          'Upright bass, drums and piano, and a swing that got the older guests dancing.',
          'They adapted the repertoire to the mood of the evening as it went along.',
          'Three excellent musicians who clearly love playing together.',
        ],
        critique: [
          'The trio played the same handful of standards on repeat.',
          'The drums drowned out the piano, and conversations at the tables were hard.',
        ],
      },
      orchestra: {
        praise: [
          'Hearing a full orchestra in our hall was unforgettable; the strings were glorious.',
          'The conductor worked out the programme with us and even added a piece we asked for.',
          'Sixty musicians on stage and everything ran like clockwork, from rehearsal to the last bow.',
          'The brass in the finale made the whole audience stand up.',
        ],
        critique: [
          'The orchestra needed far more stage space than agreed, which caused chaos at set-up.',
          'Intonation in the strings was shaky and the rehearsal ran an hour over.',
        ],
      },
      choir: {
        praise: [
          'The choir filled the church with sound; the a cappella piece was breathtaking.',
          'Clean entries, lovely blend, and a programme that suited our guests.',
          'They sang carols in the foyer as people arrived, which set the perfect tone.',
          'The choir director was a pleasure to plan with and the singers were spot on the night.',
        ],
        critique: [
          'Only half the choir turned up, and the sound was thin in a big room.',
          'The sopranos were flat in the quiet passages, which the audience noticed.',
        ],
      },
      comedian: {
        praise: [
          'Genuinely funny, and the jokes about our industry landed with every table.',
          'Adapted the material to a corporate crowd without going bland.',
          'The crowd work was brilliant; our boss is still recovering.',
          'Forty minutes of solid laughs, and the timing was perfect.',
        ],
        critique: [
          'Some jokes went too far for a company audience and the room went cold.',
          'The set felt recycled, and half of it did not fit the crowd at all.',
        ],
      },
      magician: {
        praise: [
          'The close-up magic between the tables had guests talking all evening.',
          'Even our sceptical teenagers could not work out the card tricks.',
          'The stage show after dinner was clever and charming, and the children loved it.',
          'Mingled with the guests during the reception and made the ice break in minutes.',
        ],
        critique: [
          'Several tricks went wrong in full view, and the show dragged.',
          'The magic was fine, but the act lasted half the time we paid for.',
        ],
      },
      dancer: {
        praise: [
          'The dance performance was stunning, with great costumes and perfect timing to the music.',
          'The choreography fitted our stage to the centimetre and the guests were mesmerised.',
          'After the show they taught our guests a few steps, which got everyone on the floor.',
          'Graceful, powerful and completely professional from rehearsal to final pose.',
        ],
        critique: [
          'The dancers needed a sprung floor they had not mentioned, so part of the routine was cut.',
          'The choreography looked under-rehearsed and the music cues were off.',
        ],
      },
    },
    venue: {
      club: {
        praise: [
          'The club’s sound system is outstanding: loud, clear and never harsh.',
          'A proper dark room, a great light rig and a bar that kept up with the queue.',
          'The door team was friendly and firm, and the dance floor felt safe all night.',
          'The club’s in-house engineer had our DJs set up and soundchecked in no time.',
        ],
        critique: [
          'The club was stuffy, the air conditioning barely worked and the smoke machine made it worse.',
          'The bar queue in the club took twenty minutes all night long.',
        ],
      },
      bar: {
        praise: [
          'Cosy bar with a small stage that is perfect for acoustic sets.',
          'The bar staff were quick, and the cocktails were good value for the area.',
          'We had the back room of the bar to ourselves, with our own playlist and a lovely atmosphere.',
          'Great little bar for a release party: intimate, friendly and the PA is better than it looks.',
        ],
        critique: [
          'The bar was too small for our group and the stage is just a corner of the floor.',
          'Regulars at the bar talked loudly through the whole set.',
        ],
      },
      theatre: {
        praise: [
          'Every seat in the theatre has a good view, and the sound carries to the last row.',
          'The stage crew knew their fly system and lighting desk inside out.',
          'Beautiful old theatre with dressing rooms that actually have mirrors and light.',
          'Front-of-house staff handled a full house calmly, and the interval bar was quick.',
        ],
        critique: [
          'Backstage is cramped, and the get-in through the side door took ages.',
          'The theatre’s seats are worn and the heating in the stalls did not work.',
        ],
      },
      'concert-hall': {
        praise: [
          'The acoustics in the hall are superb; every pianissimo reached the back rows.',
          'Comfortable seating, excellent sightlines and a spacious foyer for the interval.',
          'The hall’s stage manager and technicians worked with our orchestra like old friends.',
          'A concert hall with real warmth in the sound and a wonderful organ.',
        ],
        critique: [
          'The acoustics are fine from the stalls but muddy from the balcony seats.',
          'The foyer was far too small for the interval, and the cloakroom queue was endless.',
        ],
      },
      arena: {
        praise: [
          'The arena’s rigging points and power made a big production surprisingly easy.',
          'Thousands of guests in and out without a jam; the entry lanes and stewards were excellent.',
          'Huge space, but the sound in the arena was clear even up in the top tier.',
          'The production office and loading dock are the best we have used in years.',
        ],
        critique: [
          'The arena’s sound bounced around badly, and the upper tiers got an echo.',
          'Catering prices inside the arena were outrageous and the queues endless.',
        ],
      },
      'open-air': {
        praise: [
          'An open-air stage with a view like that makes any concert special.',
          'The site had a rain plan, covered bars and solid ground even after a shower.',
          'Sunset behind the stage, good sound on the lawn and clean toilets; perfect summer evening.',
          'The open-air crew handled power, fencing and waste without us lifting a finger.',
        ],
        critique: [
          'The open-air site had no shelter when the storm came and we had to stop for an hour.',
          'Strict noise limits meant the sound was far too quiet on the lawn.',
        ],
      },
      'festival-site': {
        praise: [
          'The festival site has everything: water and power points, good access roads and plenty of space for stages.',
          'Camping, parking and the main stage are well laid out; guests found their way easily.',
          'The site team mowed, fenced and signposted everything before we arrived.',
          'Even with several thousand visitors the ground held up and the paths stayed dry.',
        ],
        critique: [
          'The festival site turned to mud after one rainy day and the tracks were barely passable.',
          'Too few water points on the site and the toilets were not emptied often enough.',
        ],
      },
      church: {
        praise: [
          'The church’s acoustics are magical for choirs and strings.',
          'The candlelight and the old stone made our concert unforgettable.',
          'The verger helped with seating and set-up and was endlessly patient.',
          'Pews for two hundred, a lovely organ and a natural reverb that flatters every voice.',
        ],
        critique: [
          'It was freezing in the church and the pews got hard after an hour.',
          'The reverb in the church swallowed every spoken word, and there is no PA.',
        ],
      },
      restaurant: {
        praise: [
          'The restaurant cooked a wonderful set menu and still made room for a small stage.',
          'Service at the tables was attentive without interrupting the music.',
          'We had the whole restaurant for our party, with a dance floor where the tables usually are.',
          'The kitchen handled vegetarian, vegan and gluten-free guests without any fuss.',
        ],
        critique: [
          'The food at the restaurant arrived lukewarm and the courses dragged on.',
          'The restaurant seated us in a corner next to the kitchen door, so the band had hardly any room.',
        ],
      },
      gallery: {
        praise: [
          'The white walls and high ceilings of the gallery made a stunning backdrop for our launch.',
          'The gallery staff moved the artworks and made room for the bar without complaint.',
          'Lovely light through the skylights and a space that feels exclusive.',
          'An unusual setting for a concert, but the gallery’s acoustics surprised everybody.',
        ],
        critique: [
          'The gallery has no proper power for a band, so the sound was thin.',
          'The gallery’s rules were so strict that guests could hardly move around with drinks.',
        ],
      },
    },
    service: {
      sound: {
        praise: [
          'The PA sounded clean and powerful across the whole field.',
          'The sound engineer mixed five bands in a row without one bad changeover.',
          'Monitors were spot on and the speeches were clear right to the back.',
          'They tuned the system to the room during the soundcheck, and it made all the difference.',
        ],
        critique: [
          'Feedback in the speeches, and the sound engineer was rarely at the desk.',
          'The PA was too small for the venue, so the back half heard almost nothing.',
        ],
      },
      lighting: {
        praise: [
          'The lighting design transformed a plain hall into something magical.',
          'The lighting operator followed every cue of the show by ear.',
          'Moving heads, haze and warm washes for the speeches; exactly the mood we wanted.',
          'They programmed the lights for each act and it looked like a festival main stage.',
        ],
        critique: [
          'Half the moving heads never worked and the washes flickered all evening.',
          'The lighting was far too bright during the dinner and too dark on stage.',
        ],
      },
      staging: {
        praise: [
          'The stage was built quickly, rock-solid and exactly to the drawing.',
          'Stairs, railings and a wheelchair ramp were all included in the stage build.',
          'They built a roofed stage on uneven ground and it passed inspection first time.',
          'The staging crew worked through the night so we could start on time.',
        ],
        critique: [
          'The stage wobbled and the ramp was too steep to use.',
          'The stage was built a day late and the roof leaked during the first shower.',
        ],
      },
      backline: {
        praise: [
          'The backline was in perfect condition: fresh drum heads, good amps, tuned keys.',
          'Every item on the riders of three bands was there, down to the right snare.',
          'The backline tech fixed a broken bass amp in the middle of a set in two minutes.',
          'Quality amps and drums at a fair price, delivered and collected on time.',
        ],
        critique: [
          'The drum kit had worn heads and the guitar amp crackled all night.',
          'The backline did not match the riders, and the bands had to make do.',
        ],
      },
      catering: {
        praise: [
          'The food was delicious, and the buffet never ran out even with late guests.',
          'Catering for the crew and artists was fresh, hot and on time every day.',
          'Vegetarian and vegan options that everybody wanted to try, not an afterthought.',
          'The waiting staff were friendly and the canapés vanished in minutes.',
        ],
        critique: [
          'The buffet ran out by nine and the hot dishes arrived cold.',
          'The catering staff were too few, so the queue for food took forty minutes.',
        ],
      },
      security: {
        praise: [
          'The security team was calm, friendly and firm at the door.',
          'They handled the crowd at the barrier perfectly during the headline act.',
          'Bag checks were quick and the stewards knew the site plan by heart.',
          'The security lead walked the site with us and improved our escape routes.',
        ],
        critique: [
          'Some stewards were rude to guests and others stood around on their phones.',
          'Security let far too many people in, and the room was over capacity.',
        ],
      },
      'photo-video': {
        praise: [
          'The photos are stunning: candid, sharp and full of atmosphere.',
          'The aftermovie was ready in a week and our client loved it.',
          'The photographer was everywhere without ever being in the way.',
          'Multi-camera video of the whole concert with clean audio from the desk.',
        ],
        critique: [
          'We waited two months for the photos, and many were blurry.',
          'The camera operator blocked the view of the stage for the front rows.',
        ],
      },
      transport: {
        praise: [
          'The vans arrived on the minute and the drivers knew every loading bay in town.',
          'They moved the band and the whole backline between two cities overnight without a scratch.',
          'The shuttle buses between the station and the site ran like clockwork.',
          'Friendly drivers, clean vehicles and a dispatcher who answered at three in the morning.',
        ],
        critique: [
          'The truck arrived two hours late and we lost the soundcheck.',
          'Gear was loaded carelessly and a keyboard stand arrived broken.',
        ],
      },
      'booking-agency': {
        praise: [
          'The agency found us three great acts within our budget in a week.',
          'The contracts and riders were clear, and the agency kept every artist on schedule.',
          'Our contact at the agency handled a last-minute cancellation with a better replacement.',
          'They know the scene and suggested acts that fitted our audience perfectly.',
        ],
        critique: [
          'The agency sent a different line-up than the one in the contract.',
          'The agency fee was high for what was basically forwarding emails.',
        ],
      },
      merchandise: {
        praise: [
          'The merch was printed perfectly, and the shirts are soft and well cut.',
          'The merch stand was staffed all night and the card reader never failed.',
          'Great advice on sizes and quantities; we sold out of hoodies.',
          'Tote bags, posters and shirts all delivered on time and exactly as in the proofs.',
        ],
        critique: [
          'The prints faded after the first wash and the sizes ran small.',
          'Half the merch arrived after the show and the stand stayed empty.',
        ],
      },
    },
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
      'Not perfect, but very close.',
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
}
