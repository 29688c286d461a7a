import type { TypeRemarks } from '../words.ts'

/** Deutsche Demo-Bewertungen (Berlin, Hamburg, München, Wien, Köln, Zürich): by act type. */
export const ARTIST: TypeRemarks['artist'] = {
  band: {
    praise: [
      'Die Band hat die Tanzfläche vom ersten Akkord bis zur letzten Zugabe gefüllt.',
      'Eine tighte Rhythmusgruppe, ein Sänger mit echter Bühnenpräsenz und eine Setlist für Jung und Alt.',
      'Unseren Hochzeitstanz hat die Band in einer Woche einstudiert, und er klang wie ein eigener Song.',
      'Zwei lange Sets, und im zweiten hat sich kein einziger Gast mehr hingesetzt.',
      'Aus unserer groben Songliste hat die Band drei Sets gebaut, die sich perfekt bis Mitternacht gesteigert haben.',
      'Bläser, Chorgesang und ein Schlagzeuger, der nie den Groove verloren hat: Live klingt die Band noch besser als in den Videos.',
    ],
    critique: [
      'Die Band war für den Raum viel zu laut und hat auf unsere Bitten, leiser zu spielen, nicht reagiert.',
      'Die üblichen Hochzeits-Cover, und die Pausen zwischen den Sets zogen sich ewig.',
      'Die Band brauchte anderthalb Stunden für den Aufbau und hat mit ihren Cases den Notausgang zugestellt.',
    ],
  },
  dj: {
    praise: [
      'Der DJ hatte ein perfektes Gespür für die Leute, die Tanzfläche war nie leer.',
      'Saubere Übergänge die ganze Nacht, vom Disco-Sound zum Essen bis zu richtigem House nach Mitternacht.',
      'Unsere Wunschliste wurde ernst genommen, und trotzdem kamen Tracks, die keiner kannte und zu denen alle getanzt haben.',
      'Eigene Technik und Licht dabei, und nach zehn Minuten war die Tanzfläche voll.',
      'Beim Essen war die Musik leise genug für Gespräche, danach wurde der Saal zum Club.',
      'Der DJ hat unsere alten Lieblingssongs genau im richtigen Moment gespielt, und das ganze Büro stand auf der Tanzfläche.',
    ],
    critique: [
      'Die Übergänge waren holprig, und zwischen den Tracks leerte sich die Tanzfläche immer wieder.',
      'Der DJ hat vor allem seine eigene Playlist gespielt und jeden Musikwunsch abgewimmelt.',
      'Gemischt war es ganz ordentlich, aber das Licht am DJ-Pult hat geblendet, und zweimal war die Musik weg.',
    ],
  },
  solo: {
    praise: [
      'Nur eine Stimme und eine Gitarre, und der ganze Saal wurde still und hat zugehört.',
      'Ein wunderschönes Solo-Set beim Sektempfang, die Gäste haben ständig nach dem Namen gefragt.',
      'Bei der Trauung wurde unser Lied so gefühlvoll gespielt, dass der halbe Saal geweint hat.',
      'Warme Stimme, charmante Ansagen zwischen den Liedern und genau die richtige Lautstärke.',
      'Musikwünsche der Gäste wurden gespielt, und es gab sogar eine eigene Strophe über das Brautpaar.',
      'Eine einzige Person auf der Bühne hat einen Saal mit zweihundert Leuten gefesselt, das hätten wir nicht erwartet.',
    ],
    critique: [
      'Das Solo-Set war nett, aber so leise, dass man hinten kaum etwas gehört hat.',
      'Zweimal den Text vergessen, und die Gitarre war im ersten Set fast durchgehend verstimmt.',
      'Zwischen den Songs wurde mehr aufs Handy geschaut als gespielt.',
    ],
  },
  duo: {
    praise: [
      'Die beiden harmonieren wunderbar, bei den zweistimmigen Stellen hatte ich Gänsehaut.',
      'Ein Duo, das klingt wie eine ganze Band, und dabei passt es in die kleinste Ecke.',
      'Akustische Cover zum Empfang, nach dem Essen dann ein deutlich flotterer zweiter Teil.',
      'Klavier und Gesang saßen perfekt, und die Absprachen mit den beiden waren völlig unkompliziert.',
      'Geige und Gitarre für die Trauung, und die Musik zum Einzug war auf die Sekunde getimt.',
      'Die beiden haben zwischen den Songs die Instrumente getauscht, so blieben drei Stunden Musik abwechslungsreich.',
    ],
    critique: [
      'Das Duo wirkte schlecht geprobt, und die zweite Stimme lag oft daneben.',
      'Ganz nett, aber zwei Stunden im selben langsamen Tempo haben die Stimmung gekillt.',
      'Die Boxen des Duos waren zu klein, im halben Garten hat man nichts gehört.',
    ],
  },
  trio: {
    praise: [
      'Das Jazztrio war genau die Hintergrundmusik, die wir wollten: edel und nie aufdringlich.',
      'Kontrabass, Schlagzeug und Klavier, dazu ein Swing, bei dem sogar die Großeltern getanzt haben.',
      'Das Repertoire wurde im Lauf des Abends spontan an die Stimmung angepasst.',
      'Drei hervorragende Musiker, denen man die Freude am Zusammenspiel anhört.',
      'Das Trio hat jeden Wunsch gespielt, der auf eine Serviette gekritzelt war, ausnahmslos.',
      'Beim Essen genau die richtige Lautstärke, danach ein letztes Set mit richtig Swing.',
    ],
    critique: [
      'Das Trio hat immer wieder dieselben paar Standards gespielt.',
      'Das Schlagzeug hat das Klavier übertönt, an den Tischen konnte man sich kaum unterhalten.',
      'Der versprochene Kontrabass fehlte, das Trio hat stattdessen mit einem Keyboardbass gespielt.',
    ],
  },
  orchestra: {
    praise: [
      'Ein ganzes Orchester in unserem Saal, das war unvergesslich, vor allem die Streicher.',
      'Der Dirigent hat das Programm mit uns abgestimmt und sogar ein Wunschstück aufgenommen.',
      'Sechzig Musiker auf der Bühne, und von der Probe bis zum Schlussapplaus lief alles wie ein Uhrwerk.',
      'Beim Finale mit vollem Blech stand der ganze Saal.',
      'Von Filmmusik bis Brahms: Mit seinem Programm hat das Orchester das ganze Publikum mitgenommen.',
      'Das Orchesterbüro hat Wochen vorher einen Bühnenplan geschickt, Stühle und Pulte standen pünktlich.',
    ],
    critique: [
      'Das Orchester brauchte viel mehr Bühnenfläche als vereinbart, der Aufbau war Chaos.',
      'Die Streicher waren oft unsauber, und die Probe hat eine Stunde überzogen.',
      'Das Orchester hat gut gespielt, aber das Programm war für einen Galaabend viel zu lang.',
    ],
  },
  choir: {
    praise: [
      'Der Chor hat die Kirche mit Klang gefüllt, das A-cappella-Stück war atemberaubend.',
      'Saubere Einsätze, ein schöner Gesamtklang und ein Programm, das zu unseren Gästen passte.',
      'Zum Einlass hat der Chor im Foyer gesungen, das hat sofort die richtige Stimmung gemacht.',
      'Mit der Chorleiterin ließ sich alles wunderbar planen, und am Abend saß jeder Ton.',
      'Der Chor hat die Hymnen aller Herkunftsländer unserer Gäste gesungen, perfekt vorbereitet.',
      'Vierzig Stimmen mit Gospel im Innenhof, beim letzten Refrain haben die Gäste mitgesungen.',
    ],
    critique: [
      'Nur der halbe Chor ist gekommen, und in dem großen Raum klang das dünn.',
      'Der Sopran war in den leisen Passagen zu tief, das hat das Publikum gemerkt.',
      'Der Chor brauchte eigene Podeste, von denen niemand etwas gesagt hatte, die hintere Reihe war nicht zu sehen.',
    ],
  },
  comedian: {
    praise: [
      'Wirklich witzig, und die Gags über unsere Branche kamen an jedem Tisch an.',
      'Das Programm war auf ein Firmenpublikum zugeschnitten, ohne brav zu werden.',
      'Die spontanen Einlagen mit dem Publikum waren genial, unser Chef erholt sich immer noch.',
      'Vierzig Minuten Lacher am laufenden Band, und das Timing war perfekt.',
      'Zehn Minuten über unsere Produktvorstellung, lustiger als alles, was unser Marketing je geschrieben hat.',
      'Den Zwischenrufer an Tisch sechs so charmant gekontert, dass er am Ende am lautesten gelacht hat.',
    ],
    critique: [
      'Einige Witze gingen für ein Firmenpublikum zu weit, danach war die Stimmung im Keller.',
      'Das Programm wirkte aufgewärmt, und die Hälfte passte überhaupt nicht zum Publikum.',
      'Das Programm hat eine halbe Stunde überzogen, und das Essen musste warten.',
    ],
  },
  magician: {
    praise: [
      'Die Close-up-Zauberei zwischen den Tischen war den ganzen Abend Gesprächsthema.',
      'Nicht einmal unsere skeptischen Teenager haben die Kartentricks durchschaut.',
      'Die Bühnenshow nach dem Essen war clever und charmant, die Kinder waren hin und weg.',
      'Beim Empfang unter die Gäste gemischt, und das Eis war in Minuten gebrochen.',
      'Die Gedankenlese-Nummer am Schluss hat unseren Geschäftsführer sprachlos gemacht.',
      'Luftballontiere und Münztricks haben die Kinder einen ganzen Nachmittag lang beschäftigt.',
    ],
    critique: [
      'Mehrere Tricks sind vor allen Augen schiefgegangen, und die Show zog sich.',
      'Die Zaubertricks waren okay, aber die Show dauerte nur halb so lange wie bezahlt.',
      'Das Gerede zwischen den Tricks war so lang, dass die Kinder vor der Zauberei die Lust verloren haben.',
    ],
  },
  dancer: {
    praise: [
      'Die Tanzperformance war umwerfend, tolle Kostüme und jede Bewegung auf den Punkt zur Musik.',
      'Die Choreografie war genau auf unsere Bühne abgestimmt, die Gäste waren gebannt.',
      'Nach der Show gab es einen kleinen Tanzkurs für die Gäste, danach waren alle auf der Fläche.',
      'Elegant, kraftvoll und von der Probe bis zur Schlusspose absolut professionell.',
      'Der Feuertanz in der Dämmerung war das Foto des Abends.',
      'Viermal neue Kostüme, und jede Nummer erzählte eine eigene Geschichte.',
    ],
    critique: [
      'Für die Choreografie war ein Schwingboden nötig, von dem vorher keine Rede war, also fiel ein Teil weg.',
      'Die Choreografie wirkte ungeprobt, und die Einsätze zur Musik passten nicht.',
      'Die Tanzgruppe kam ohne eigene Musik, unser Tontechniker musste improvisieren.',
    ],
  },
}
