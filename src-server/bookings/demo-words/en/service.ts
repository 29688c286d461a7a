import type { TypeRemarks } from '../words.ts'

/** English demo reviews (London, Dublin, Manchester and the other cities whose demo texts are English): by service category. */
export const SERVICE: TypeRemarks['service'] = {
  sound: {
    praise: [
      'The PA sounded clean and powerful across the whole field.',
      'The sound engineer mixed five bands in a row without one bad changeover.',
      'Monitors were spot on and the speeches were clear right to the back.',
      'They tuned the system to the room during the soundcheck, and it made all the difference.',
      'The radio mics for the panel worked flawlessly all day.',
      'The engineer kept the volume right at the noise limit, and it still sounded full.',
    ],
    critique: [
      'Feedback in the speeches, and the sound engineer was rarely at the desk.',
      'The PA was too small for the venue, so the back half heard almost nothing.',
      'The sound crew brought the wrong cables, and the soundcheck started two hours late.',
    ],
  },
  lighting: {
    praise: [
      'The lighting design transformed a plain hall into something magical.',
      'The lighting operator followed every cue of the show by ear.',
      'Moving heads, haze and warm washes for the speeches; exactly the mood we wanted.',
      'They programmed the lights for each act and it looked like a festival main stage.',
      'The uplighters turned the bare walls into our brand colours.',
      'The follow spot on the award winners was operated perfectly.',
    ],
    critique: [
      'Half the moving heads never worked and the washes flickered all evening.',
      'The lighting was far too bright during the dinner and too dark on stage.',
      'The haze machine set off the fire alarm because nobody had checked the detectors.',
    ],
  },
  staging: {
    praise: [
      'The stage was built quickly, rock-solid and exactly to the drawing.',
      'Stairs, railings and a wheelchair ramp were all included in the stage build.',
      'They built a roofed stage on uneven ground and it passed inspection first time.',
      'The staging crew worked through the night so we could start on time.',
      'The risers for the choir and orchestra were solid and assembled in an hour.',
      'They even brought stage skirting and lit steps.',
    ],
    critique: [
      'The stage wobbled and the ramp was too steep to use.',
      'The stage was built a day late and the roof leaked during the first shower.',
      'The stage was smaller than ordered, and the drummer had to set up on the floor.',
    ],
  },
  backline: {
    praise: [
      'The backline was in perfect condition: fresh drum heads, good amps, tuned keys.',
      'Every item on the riders of three bands was there, down to the right snare.',
      'The backline tech fixed a broken bass amp in the middle of a set in two minutes.',
      'Quality amps and drums at a fair price, delivered and collected on time.',
      'There was a spare for everything, and we really did need the spare snare stand.',
      'A tuned grand piano carried up three flights of stairs without a scratch.',
    ],
    critique: [
      'The drum kit had worn heads and the guitar amp crackled all night.',
      'The backline did not match the riders, and the bands had to make do.',
      'The keyboard had broken keys and no sustain pedal.',
    ],
  },
  catering: {
    praise: [
      'The food was delicious, and the buffet never ran out even with late guests.',
      'Catering for the crew and artists was fresh, hot and on time every day.',
      'Vegetarian and vegan options that everybody wanted to try, not an afterthought.',
      'The waiting staff were friendly and the canapés vanished in minutes.',
      'The late-night street food for the dancers was a huge hit.',
      'Every allergy on our list was labelled at the buffet.',
    ],
    critique: [
      'The buffet ran out by nine and the hot dishes arrived cold.',
      'The catering staff were too few, so the queue for food took forty minutes.',
      'The coffee had run out before the afternoon session.',
    ],
  },
  security: {
    praise: [
      'The security team was calm, friendly and firm at the door.',
      'They handled the crowd at the barrier perfectly during the headline act.',
      'Bag checks were quick and the stewards knew the site plan by heart.',
      'The security lead walked the site with us and improved our escape routes.',
      'The stewards helped a guest who felt unwell, quickly and discreetly.',
      'Backstage stayed quiet and closed to anyone without a pass.',
    ],
    critique: [
      'Some stewards were rude to guests and others stood around on their phones.',
      'Security let far too many people in, and the room was over capacity.',
      'When we asked, the security team did not know the evacuation plan.',
    ],
  },
  'photo-video': {
    praise: [
      'The photos are stunning: candid, sharp and full of atmosphere.',
      'The aftermovie was ready in a week and our client loved it.',
      'The photographer was everywhere without ever being in the way.',
      'Multi-camera video of the whole concert with clean audio from the desk.',
      'The livestream of the concert ran without a single drop-out.',
      'A group photo of all two hundred guests, organised in ten minutes.',
    ],
    critique: [
      'We waited two months for the photos, and many were blurry.',
      'The camera operator blocked the view of the stage for the front rows.',
      'The video edit used music without a licence, so we could not publish it.',
    ],
  },
  transport: {
    praise: [
      'The vans arrived on the minute and the drivers knew every loading bay in town.',
      'They moved the band and the whole backline between two cities overnight without a scratch.',
      'The shuttle buses between the station and the site ran like clockwork.',
      'Friendly drivers, clean vehicles and a dispatcher who answered at three in the morning.',
      'The tour bus was clean and comfortable, and the driver knew where to park at every venue.',
      'They also took care of the ferry booking and the customs papers for the gear.',
    ],
    critique: [
      'The truck arrived two hours late and we lost the soundcheck.',
      'Gear was loaded carelessly and a keyboard stand arrived broken.',
      'The driver got lost twice, and the band arrived with no time for dinner.',
    ],
  },
  'booking-agency': {
    praise: [
      'The agency found us three great acts within our budget in a week.',
      'The contracts and riders were clear, and the agency kept every artist on schedule.',
      'Our contact at the agency handled a last-minute cancellation with a better replacement.',
      'They know the scene and suggested acts that fitted our audience perfectly.',
      'The agency negotiated a fair fee and arranged the artists’ hotel and travel.',
      'The agency’s running order for the night was clear to the minute.',
    ],
    critique: [
      'The agency sent a different line-up than the one in the contract.',
      'The agency fee was high for what was basically forwarding emails.',
      'The agency never sent the artists’ riders, so we had to ask for them ourselves.',
    ],
  },
  merchandise: {
    praise: [
      'The merch was printed perfectly, and the shirts are soft and well cut.',
      'The merch stand was staffed all night and the card reader never failed.',
      'Great advice on sizes and quantities; we sold out of hoodies.',
      'Tote bags, posters and shirts all delivered on time and exactly as in the proofs.',
      'The design team turned our rough logo into a really good-looking shirt.',
      'They ran the stand on consignment, and the final count was right to the last item.',
    ],
    critique: [
      'The prints faded after the first wash and the sizes ran small.',
      'Half the merch arrived after the show and the stand stayed empty.',
      'The colours of the posters were nothing like the proofs.',
    ],
  },
}
