import type { ReviewWords } from '../words.ts'
import { ARTIST } from './artist.ts'
import { SERVICE } from './service.ts'
import { VENUE } from './venue.ts'

/** Deutsche Demo-Bewertungen (Berlin, Hamburg, München, Wien, Köln, Zürich). */
export const DE: ReviewWords = {
  types: { artist: ARTIST, venue: VENUE, service: SERVICE },
  events: {
    wedding: 'Hochzeit',
    'company-party': 'Firmenfeier',
    birthday: 'Geburtstagsfeier',
    'club-night': 'Clubnacht',
    festival: 'Festival',
    'street-fair': 'Straßenfest',
    concert: 'Konzert',
    'album-release': 'Release-Party',
    'theatre-show': 'Theatervorstellung',
    conference: 'Konferenz',
    'product-launch': 'Produktvorstellung',
    gala: 'Gala-Dinner',
    'exhibition-opening': 'Vernissage',
  },
  enquiry: 'Hallo! Anlass: {event}, etwa {guests} Gäste. Hätten Sie an dem Tag Zeit?',
  openings: {
    great: [
      'Einfach großartig.',
      'Besser hätte es nicht laufen können.',
      'Volle fünf Sterne, ohne Wenn und Aber.',
      'Was für ein Abend!',
      'Ehrlich gesagt eine der besten Buchungen, die wir je gemacht haben.',
      'Wir sind restlos begeistert.',
      'Hat all unsere Erwartungen übertroffen.',
    ],
    good: [
      'Insgesamt sehr gut.',
      'Eine gute Wahl.',
      'Wir waren zufrieden.',
      'Preis und Leistung stimmen.',
      'Fast perfekt, nur Kleinigkeiten.',
      'Gerne wieder, mit kleinen Abstrichen.',
    ],
    mixed: [
      'Gemischte Gefühle.',
      'Ganz okay, aber nicht mehr.',
      'Licht und Schatten.',
      'Schwer zu bewerten.',
      'Solide, aber nichts Besonderes.',
    ],
    poor: [
      'Leider enttäuschend.',
      'Nicht das, was uns versprochen wurde.',
      'Schade, das war nichts.',
      'Ich würde gern Besseres schreiben.',
      'Wir hatten deutlich mehr erwartet.',
    ],
  },
  dealings: {
    artist: {
      praise: [
        'Schnelle Antworten vorab, und alles wurde schriftlich festgehalten.',
        'Früh da, zügiger Soundcheck und lange vor den Gästen startklar.',
        'Unkomplizierte Zusammenarbeit, der Rider war kurz und vernünftig.',
        'Der Zeitplan wurde auf die Minute eingehalten.',
        'Den ganzen Abend herzlich zu unseren Gästen und zum Personal.',
      ],
      critique: [
        'In den Wochen vorher kaum erreichbar.',
        'Zu spät gekommen, danach hing der ganze Zeitplan hinterher.',
        'Die Zusatzkosten auf der Rechnung kamen überraschend.',
      ],
    },
    venue: {
      praise: [
        'Die Hausleitung hat jede Frage innerhalb einer Stunde beantwortet.',
        'Das Einladen war einfach, und der Backstage-Raum war blitzsauber.',
        'Gut mit den Öffis erreichbar, und der Transporter konnte direkt hinterm Haus parken.',
        'Das Angebot war klar, auf der Rechnung stand nichts Unerwartetes.',
        'Das Hausteam ist geblieben, bis der letzte Gast weg war, und hat ohne ein Wort aufgeräumt.',
      ],
      critique: [
        'Auf Antworten vorab mussten wir tagelang warten.',
        'Die Sperrstunde wurde ohne Vorwarnung zwanzig Minuten früher durchgesetzt.',
        'Die Kaution kam erst nach Wochen zurück.',
      ],
    },
    service: {
      praise: [
        'Die Crew war früh vor Ort, ordentlich und während der Reden leise.',
        'Das Angebot war klar, und auf der Rechnung gab es keine Überraschungen.',
        'Eine kurzfristige Planänderung wurde ohne Theater umgesetzt.',
        'Aufbau und Abbau waren beide vor der Zeit fertig.',
        'Ein fester Ansprechpartner vom ersten Telefonat bis zur Schlussrechnung.',
      ],
      critique: [
        'Vorab sehr langsam beim Beantworten von Mails.',
        'Die Schlussrechnung lag deutlich über dem Angebot.',
        'Die Crew kam zu spät und ist vor dem Ende gegangen.',
      ],
    },
  },
  closings: {
    great: [
      'Wir würden jederzeit wieder buchen.',
      'Absolute Empfehlung!',
      'Danke für einen wunderbaren Abend!',
      'Unsere Gäste reden heute noch davon.',
      'Für nächstes Jahr ist schon wieder gebucht.',
    ],
    good: [
      'Wir würden wieder buchen.',
      'Von Kleinigkeiten abgesehen eine gute Wahl.',
      'Der Preis war für das Gebotene fair.',
      'Empfehlenswert, mit kleinen Einschränkungen.',
      'Können wir guten Gewissens weiterempfehlen.',
    ],
    mixed: [
      'Für den Preis in Ordnung, aber beim nächsten Mal schauen wir uns um.',
      'Mit besserer Organisation könnte das richtig gut sein.',
      'Ob wir noch einmal buchen, wissen wir nicht.',
    ],
    poor: ['Nie wieder.', 'Das Geld nicht wert.', 'Wir haben eine teilweise Erstattung verlangt.'],
  },
  answers: {
    thanks: [
      'Vielen Dank für die lieben Worte, es war uns eine Freude!',
      'Herzlichen Dank, wir würden uns freuen, wieder mit Ihnen zu arbeiten.',
      'Schön, dass alles so gut geklappt hat. Bis zum nächsten Mal!',
      'Danke! Wir haben Ihre Bewertung an das ganze Team weitergegeben.',
    ],
    sorry: [
      'Danke für das ehrliche Feedback, es tut uns leid, dass der Abend nicht wie erhofft war.',
      'Das tut uns leid. Wir haben unsere Planung seitdem umgestellt.',
      'Wir entschuldigen uns und haben uns direkt bei Ihnen gemeldet, um es wiedergutzumachen.',
    ],
  },
  quote: {
    included: {
      artist: 'Das Set wie besprochen, Soundcheck, Anfahrt bis 100 km',
      venue: 'Der Saal für den Abend, Haus-PA und Licht, ein Techniker, Reinigung',
      service: 'Technik, Lieferung, Auf- und Abbau, eine Person der Crew am Abend',
    },
    terms: 'Die Anzahlung wird bei Absage bis 30 Tage vor der Veranstaltung erstattet.',
    depositMethod: 'Überweisung auf das Konto auf der Rechnung',
  },
}
