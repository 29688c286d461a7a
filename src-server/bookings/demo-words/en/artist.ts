import type { TypeRemarks } from '../words.ts'

/** English demo reviews (London, Dublin, Manchester and the other cities whose demo texts are English): by act type. */
export const ARTIST: TypeRemarks['artist'] = {
  band: {
    praise: [
      'The band kept the dance floor full from the first chord to the last encore.',
      'Tight rhythm section, a singer with real presence and a set list that suited every age group.',
      'They learned our first-dance song in a week and it sounded like their own.',
      'Two long sets and not one guest sat down during the second.',
      'They took our rough song list and turned it into three sets that built perfectly towards midnight.',
      'Horns, harmonies and a drummer who never lost the groove; the band sounded even better than in their videos.',
    ],
    critique: [
      'The band played far too loud for a room that size and ignored the requests to turn down.',
      'The set list was the same covers you hear at every wedding, and the breaks were endless.',
      'The band took ninety minutes to set up and blocked the fire exit with their cases.',
    ],
  },
  dj: {
    praise: [
      'The DJ read the crowd perfectly and the floor never emptied.',
      'Seamless mixing all night, from disco at dinner to proper house after midnight.',
      'Took our request list seriously and still slipped in tracks nobody knew but everybody danced to.',
      'Brought their own decks and lights and had the dance floor going within ten minutes.',
      'Kept the volume low enough for conversation during dinner, then turned the place into a club.',
      'The DJ dropped our old-school favourites at exactly the right moment and the whole office was on the dance floor.',
    ],
    critique: [
      'The transitions were clumsy and the dance floor kept emptying between tracks.',
      'The DJ mostly played their own playlist and brushed off every request.',
      'The mixing was fine, but the lights at the DJ booth were blinding and the music cut out twice.',
    ],
  },
  solo: {
    praise: [
      'Just one voice and a guitar, and the whole room went quiet to listen.',
      'A beautiful solo set during the drinks reception; guests kept asking for the name.',
      'Played our song during the ceremony so movingly that half the room was in tears.',
      'Warm voice, great banter between songs and a perfectly judged volume.',
      'Guests could ask for songs, and there was even a verse written for the bride and groom.',
      'A single performer held a room of two hundred people; we did not expect that.',
    ],
    critique: [
      'The solo set was pleasant but so quiet that the back of the room barely heard it.',
      'Forgot the lyrics twice and the guitar was out of tune for most of the first set.',
      'More time was spent on the phone between songs than on performing.',
    ],
  },
  duo: {
    praise: [
      'The two of them play off each other beautifully; the harmonies gave me goosebumps.',
      'A duo that sounds like a full band, and they fit into the smallest corner of the room.',
      'Acoustic covers for the drinks, then a livelier second half once dinner was over.',
      'Very easy to work with, and the piano and vocals were spot on.',
      'Violin and guitar for the ceremony, and the entrance music was timed to the second.',
      'They swapped instruments between songs, which kept three hours of music fresh.',
    ],
    critique: [
      'The duo seemed under-rehearsed and the second voice was often off.',
      'Nice enough, but the same slow tempo for two hours lost the room.',
      'The duo’s speakers were too small, and half the garden could not hear them.',
    ],
  },
  trio: {
    praise: [
      'The jazz trio was exactly the background we wanted: classy, never intrusive.',
      'Upright bass, drums and piano, and a swing that got the older guests dancing.',
      'They adapted the repertoire to the mood of the evening as it went along.',
      'Three excellent musicians who clearly love playing together.',
      'The trio played every request scribbled on a napkin, without exception.',
      'Perfect volume during the dinner, then a last set that really swung.',
    ],
    critique: [
      'The trio played the same handful of standards on repeat.',
      'The drums drowned out the piano, and conversations at the tables were hard.',
      'The double bass they had promised never came, so the trio played with a keyboard bass.',
    ],
  },
  orchestra: {
    praise: [
      'Hearing a full orchestra in our hall was unforgettable; the strings were glorious.',
      'The conductor worked out the programme with us and even added a piece we asked for.',
      'Sixty musicians on stage and everything ran like clockwork, from rehearsal to the last bow.',
      'The brass in the finale made the whole audience stand up.',
      'From film music to Brahms, the orchestra’s programme carried the whole audience along.',
      'The orchestra manager sent a stage plan weeks ahead, so chairs and stands were ready on time.',
    ],
    critique: [
      'The orchestra needed far more stage space than agreed, which caused chaos at set-up.',
      'Intonation in the strings was shaky and the rehearsal ran an hour over.',
      'The orchestra played well, but the programme was far too long for a gala evening.',
    ],
  },
  choir: {
    praise: [
      'The choir filled the church with sound; the a cappella piece was breathtaking.',
      'Clean entries, lovely blend, and a programme that suited our guests.',
      'They sang carols in the foyer as people arrived, which set the perfect tone.',
      'The choir director was a pleasure to plan with and the singers were spot on the night.',
      'The choir sang the anthems of all our guests’ countries, perfectly prepared.',
      'Forty voices singing gospel in the courtyard, and by the last chorus the guests were singing along.',
    ],
    critique: [
      'Only half the choir turned up, and the sound was thin in a big room.',
      'The sopranos were flat in the quiet passages, which the audience noticed.',
      'The choir needed risers that nobody had mentioned, so the back row was invisible.',
    ],
  },
  comedian: {
    praise: [
      'Genuinely funny, and the jokes about our industry landed with every table.',
      'Adapted the material to a corporate crowd without going bland.',
      'The crowd work was brilliant; our boss is still recovering.',
      'Forty minutes of solid laughs, and the timing was perfect.',
      'Ten minutes on our product launch that were funnier than anything our marketing team has ever written.',
      'Handled the heckler at table six so well that he ended up laughing the loudest.',
    ],
    critique: [
      'Some jokes went too far for a company audience and the room went cold.',
      'The set felt recycled, and half of it did not fit the crowd at all.',
      'The set overran by half an hour and the dinner service had to wait.',
    ],
  },
  magician: {
    praise: [
      'The close-up magic between the tables had guests talking all evening.',
      'Even our sceptical teenagers could not work out the card tricks.',
      'The stage show after dinner was clever and charming, and the children loved it.',
      'Mingled with the guests during the reception and made the ice break in minutes.',
      'The mind-reading act at the end left our managing director speechless.',
      'Balloon animals and coin tricks kept the children busy for a whole afternoon.',
    ],
    critique: [
      'Several tricks went wrong in full view, and the show dragged.',
      'The magic was fine, but the act lasted half the time we paid for.',
      'The patter between the tricks went on so long that the children lost interest before the magic.',
    ],
  },
  dancer: {
    praise: [
      'The dance performance was stunning, with great costumes and perfect timing to the music.',
      'The choreography fitted our stage to the centimetre and the guests were mesmerised.',
      'After the show they taught our guests a few steps, which got everyone on the floor.',
      'Graceful, powerful and completely professional from rehearsal to final pose.',
      'The fire dance at dusk was the photo of the evening.',
      'Four costume changes, and every number told a new story.',
    ],
    critique: [
      'The dancers needed a sprung floor they had not mentioned, so part of the routine was cut.',
      'The choreography looked under-rehearsed and the music cues were off.',
      'The dance company arrived without their own music, and our sound engineer had to improvise.',
    ],
  },
}
