import type { ReviewWords } from './words.ts'

/** Deutsche Demo-Bewertungen (Berlin, Hamburg, München, Wien, Köln, Zürich). */
export const DE: ReviewWords = {
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
  types: {
    artist: {
      band: {
        praise: [
          'Die Band hat die Tanzfläche vom ersten Akkord bis zur letzten Zugabe gefüllt.',
          'Eine tighte Rhythmusgruppe, ein Sänger mit echter Bühnenpräsenz und eine Setlist für Jung und Alt.',
          'Unseren Hochzeitstanz hat die Band in einer Woche einstudiert, und er klang wie ein eigener Song.',
          'Zwei lange Sets, und im zweiten hat sich kein einziger Gast mehr hingesetzt.',
        ],
        critique: [
          'Die Band war für den Raum viel zu laut und hat auf unsere Bitten, leiser zu spielen, nicht reagiert.',
          'Die üblichen Hochzeits-Cover, und die Pausen zwischen den Sets zogen sich ewig.',
        ],
      },
      dj: {
        praise: [
          'Der DJ hatte ein perfektes Gespür für die Leute, die Tanzfläche war nie leer.',
          'Saubere Übergänge die ganze Nacht, vom Disco-Sound zum Essen bis zu richtigem House nach Mitternacht.',
          'Unsere Wunschliste wurde ernst genommen, und trotzdem kamen Tracks, die keiner kannte und zu denen alle getanzt haben.',
          'Eigene Technik und Licht dabei, und nach zehn Minuten war die Tanzfläche voll.',
        ],
        critique: [
          'Die Übergänge waren holprig, und zwischen den Tracks leerte sich die Tanzfläche immer wieder.',
          'Der DJ hat vor allem seine eigene Playlist gespielt und jeden Musikwunsch abgewimmelt.',
        ],
      },
      solo: {
        praise: [
          'Nur eine Stimme und eine Gitarre, und der ganze Saal wurde still und hat zugehört.',
          'Ein wunderschönes Solo-Set beim Sektempfang, die Gäste haben ständig nach dem Namen gefragt.',
          'Bei der Trauung wurde unser Lied so gefühlvoll gespielt, dass der halbe Saal geweint hat.',
          'Warme Stimme, charmante Ansagen zwischen den Liedern und genau die richtige Lautstärke.',
        ],
        critique: [
          'Das Solo-Set war nett, aber so leise, dass man hinten kaum etwas gehört hat.',
          'Zweimal den Text vergessen, und die Gitarre war im ersten Set fast durchgehend verstimmt.',
        ],
      },
      duo: {
        praise: [
          'Die beiden harmonieren wunderbar, bei den zweistimmigen Stellen hatte ich Gänsehaut.',
          'Ein Duo, das klingt wie eine ganze Band, und dabei passt es in die kleinste Ecke.',
          'Akustische Cover zum Empfang, nach dem Essen dann ein deutlich flotterer zweiter Teil.',
          'Klavier und Gesang saßen perfekt, und die Absprachen mit den beiden waren völlig unkompliziert.',
        ],
        critique: [
          'Das Duo wirkte schlecht geprobt, und die zweite Stimme lag oft daneben.',
          'Ganz nett, aber zwei Stunden im selben langsamen Tempo haben die Stimmung gekillt.',
        ],
      },
      trio: {
        praise: [
          'Das Jazztrio war genau die Hintergrundmusik, die wir wollten: edel und nie aufdringlich.',
          'Kontrabass, Schlagzeug und Klavier, dazu ein Swing, bei dem sogar die Großeltern getanzt haben.',
          'Das Repertoire wurde im Lauf des Abends spontan an die Stimmung angepasst.',
          'Drei hervorragende Musiker, denen man die Freude am Zusammenspiel anhört.',
        ],
        critique: [
          'Das Trio hat immer wieder dieselben paar Standards gespielt.',
          'Das Schlagzeug hat das Klavier übertönt, an den Tischen konnte man sich kaum unterhalten.',
        ],
      },
      orchestra: {
        praise: [
          'Ein ganzes Orchester in unserem Saal, das war unvergesslich, vor allem die Streicher.',
          'Der Dirigent hat das Programm mit uns abgestimmt und sogar ein Wunschstück aufgenommen.',
          'Sechzig Musiker auf der Bühne, und von der Probe bis zum Schlussapplaus lief alles wie ein Uhrwerk.',
          'Beim Finale mit vollem Blech stand der ganze Saal.',
        ],
        critique: [
          'Das Orchester brauchte viel mehr Bühnenfläche als vereinbart, der Aufbau war Chaos.',
          'Die Streicher waren oft unsauber, und die Probe hat eine Stunde überzogen.',
        ],
      },
      choir: {
        praise: [
          'Der Chor hat die Kirche mit Klang gefüllt, das A-cappella-Stück war atemberaubend.',
          'Saubere Einsätze, ein schöner Gesamtklang und ein Programm, das zu unseren Gästen passte.',
          'Zum Einlass hat der Chor im Foyer gesungen, das hat sofort die richtige Stimmung gemacht.',
          'Mit der Chorleiterin ließ sich alles wunderbar planen, und am Abend saß jeder Ton.',
        ],
        critique: [
          'Nur der halbe Chor ist gekommen, und in dem großen Raum klang das dünn.',
          'Der Sopran war in den leisen Passagen zu tief, das hat das Publikum gemerkt.',
        ],
      },
      comedian: {
        praise: [
          'Wirklich witzig, und die Gags über unsere Branche kamen an jedem Tisch an.',
          'Das Programm war auf ein Firmenpublikum zugeschnitten, ohne brav zu werden.',
          'Die spontanen Einlagen mit dem Publikum waren genial, unser Chef erholt sich immer noch.',
          'Vierzig Minuten Lacher am laufenden Band, und das Timing war perfekt.',
        ],
        critique: [
          'Einige Witze gingen für ein Firmenpublikum zu weit, danach war die Stimmung im Keller.',
          'Das Programm wirkte aufgewärmt, und die Hälfte passte überhaupt nicht zum Publikum.',
        ],
      },
      magician: {
        praise: [
          'Die Close-up-Zauberei zwischen den Tischen war den ganzen Abend Gesprächsthema.',
          'Nicht einmal unsere skeptischen Teenager haben die Kartentricks durchschaut.',
          'Die Bühnenshow nach dem Essen war clever und charmant, die Kinder waren hin und weg.',
          'Beim Empfang unter die Gäste gemischt, und das Eis war in Minuten gebrochen.',
        ],
        critique: [
          'Mehrere Tricks sind vor allen Augen schiefgegangen, und die Show zog sich.',
          'Die Zaubertricks waren okay, aber die Show dauerte nur halb so lange wie bezahlt.',
        ],
      },
      dancer: {
        praise: [
          'Die Tanzperformance war umwerfend, tolle Kostüme und jede Bewegung auf den Punkt zur Musik.',
          'Die Choreografie war genau auf unsere Bühne abgestimmt, die Gäste waren gebannt.',
          'Nach der Show gab es einen kleinen Tanzkurs für die Gäste, danach waren alle auf der Fläche.',
          'Elegant, kraftvoll und von der Probe bis zur Schlusspose absolut professionell.',
        ],
        critique: [
          'Für die Choreografie war ein Schwingboden nötig, von dem vorher keine Rede war, also fiel ein Teil weg.',
          'Die Choreografie wirkte ungeprobt, und die Einsätze zur Musik passten nicht.',
        ],
      },
    },
    venue: {
      club: {
        praise: [
          'Die Anlage im Club ist überragend: laut, klar und nie anstrengend.',
          'Ein richtig dunkler Floor, eine starke Lichtanlage und eine Bar, die mit der Schlange mithält.',
          'Die Tür war freundlich, aber bestimmt, und auf dem Floor hat man sich die ganze Nacht sicher gefühlt.',
          'Der Haustechniker des Clubs hatte unsere DJs in kürzester Zeit aufgebaut und gecheckt.',
        ],
        critique: [
          'Im Club war es stickig, die Lüftung lief kaum, und die Nebelmaschine hat es noch schlimmer gemacht.',
          'An der Clubbar hat man die ganze Nacht zwanzig Minuten angestanden.',
        ],
      },
      bar: {
        praise: [
          'Gemütliche Bar mit einer kleinen Bühne, ideal für Akustik-Sets.',
          'Das Barpersonal war flott, und die Cocktails sind für die Gegend günstig.',
          'Wir hatten das Hinterzimmer der Bar für uns, mit eigener Playlist und toller Atmosphäre.',
          'Super Bar für eine Release-Party: klein, herzlich, und die Anlage ist besser, als sie aussieht.',
        ],
        critique: [
          'Die Bar war für unsere Gruppe zu klein, und die Bühne ist eigentlich nur eine Ecke.',
          'Stammgäste an der Theke haben das ganze Set über laut geredet.',
        ],
      },
      theatre: {
        praise: [
          'Von jedem Platz im Theater sieht man gut, und der Ton trägt bis in die letzte Reihe.',
          'Die Bühnentechnik kannte Zuganlage und Lichtpult in- und auswendig.',
          'Ein wunderschönes altes Theater, und die Garderoben haben sogar Spiegel mit Licht.',
          'Das Einlasspersonal hat ein ausverkauftes Haus gelassen gemeistert, und die Pausenbar war schnell.',
        ],
        critique: [
          'Hinter der Bühne ist es eng, und das Einladen durch die Seitentür hat ewig gedauert.',
          'Die Sitze im Theater sind durchgesessen, und im Parkett ging die Heizung nicht.',
        ],
      },
      'concert-hall': {
        praise: [
          'Die Akustik im Saal ist großartig, jedes Pianissimo kam bis in die letzten Reihen.',
          'Bequeme Sitze, freie Sicht von jedem Platz und ein großzügiges Foyer für die Pause.',
          'Bühnenmeister und Technik des Hauses haben mit unserem Orchester gearbeitet wie mit alten Bekannten.',
          'Ein Konzertsaal mit richtig warmem Klang und einer herrlichen Orgel.',
        ],
        critique: [
          'Im Parkett ist die Akustik gut, auf dem Rang klingt es aber matschig.',
          'Das Foyer war für die Pause viel zu klein, und an der Garderobe stand man ewig.',
        ],
      },
      arena: {
        praise: [
          'Mit den Riggingpunkten und dem Strom der Halle war selbst die große Produktion erstaunlich einfach.',
          'Tausende Gäste rein und raus ohne Stau, Einlass und Ordner waren top.',
          'Riesige Halle, und trotzdem war der Ton bis oben auf dem Oberrang klar.',
          'Produktionsbüro und Ladezone gehören zu den besten, die wir seit Jahren hatten.',
        ],
        critique: [
          'Der Ton ist in der Arena hin und her geschallt, auf den oberen Rängen gab es ein Echo.',
          'Essen und Getränke in der Arena waren unverschämt teuer und die Schlangen endlos.',
        ],
      },
      'open-air': {
        praise: [
          'Eine Open-Air-Bühne mit so einem Ausblick macht jedes Konzert besonders.',
          'Es gab einen Regenplan, überdachte Bars und festen Boden, auch nach dem Schauer.',
          'Sonnenuntergang hinter der Bühne, guter Sound auf der Wiese und saubere Toiletten: ein perfekter Sommerabend.',
          'Um Strom, Zäune und Müll hat sich das Team vor Ort gekümmert, wir mussten keinen Finger rühren.',
        ],
        critique: [
          'Auf dem Open-Air-Gelände gab es keinen Unterstand, als das Gewitter kam, also mussten wir eine Stunde unterbrechen.',
          'Wegen strenger Lärmauflagen war es auf der Wiese viel zu leise.',
        ],
      },
      'festival-site': {
        praise: [
          'Das Festivalgelände hat alles: Wasser- und Stromanschlüsse, gute Zufahrten und viel Platz für Bühnen.',
          'Camping, Parkplätze und Hauptbühne sind gut angeordnet, die Gäste haben sich sofort zurechtgefunden.',
          'Das Team hat vor unserer Ankunft gemäht, eingezäunt und alles ausgeschildert.',
          'Selbst bei mehreren tausend Besuchern hat der Boden gehalten, und die Wege blieben trocken.',
        ],
        critique: [
          'Nach einem Regentag war das Festivalgelände eine Schlammwüste, die Zufahrten kaum befahrbar.',
          'Zu wenige Wasserstellen auf dem Gelände, und die Toiletten wurden zu selten geleert.',
        ],
      },
      church: {
        praise: [
          'Die Akustik der Kirche ist für Chor und Streicher ein Traum.',
          'Kerzenlicht und alte Steinmauern haben unser Konzert unvergesslich gemacht.',
          'Der Küster hat bei Bestuhlung und Aufbau geholfen und war die Geduld in Person.',
          'Bänke für zweihundert, eine schöne Orgel und ein natürlicher Nachhall, der jeder Stimme schmeichelt.',
        ],
        critique: [
          'In der Kirche war es eiskalt, und nach einer Stunde wurden die Bänke hart.',
          'Der Nachhall in der Kirche hat jedes gesprochene Wort verschluckt, und eine Anlage gibt es nicht.',
        ],
      },
      restaurant: {
        praise: [
          'Das Restaurant hat ein wunderbares Menü gekocht und trotzdem Platz für eine kleine Bühne gemacht.',
          'Der Service an den Tischen war aufmerksam, ohne die Musik zu stören.',
          'Wir hatten das ganze Restaurant für uns, mit Tanzfläche, wo sonst die Tische stehen.',
          'Die Küche hat vegetarische, vegane und glutenfreie Gäste ohne jedes Aufheben versorgt.',
        ],
        critique: [
          'Das Essen im Restaurant kam lauwarm, und zwischen den Gängen verging ewig viel Zeit.',
          'Man hat uns im Restaurant in die Ecke neben die Küchentür gesetzt, die Band hatte kaum Platz.',
        ],
      },
      gallery: {
        praise: [
          'Die weißen Wände und hohen Decken der Galerie waren eine traumhafte Kulisse für unseren Launch.',
          'Das Team der Galerie hat Kunstwerke umgehängt und Platz für die Bar gemacht, ohne zu murren.',
          'Schönes Licht durch die Oberlichter und ein Raum, der sich exklusiv anfühlt.',
          'Ungewöhnlicher Ort für ein Konzert, aber die Akustik der Galerie hat alle überrascht.',
        ],
        critique: [
          'In der Galerie gibt es keinen ordentlichen Stromanschluss für eine Band, entsprechend dünn war der Sound.',
          'Die Regeln der Galerie waren so streng, dass die Gäste sich mit Getränken kaum bewegen durften.',
        ],
      },
    },
    service: {
      sound: {
        praise: [
          'Die PA klang auf dem ganzen Gelände sauber und druckvoll.',
          'Der Tontechniker hat fünf Bands hintereinander gemischt, ohne einen einzigen holprigen Umbau.',
          'Die Monitore saßen, und die Reden waren bis in die letzte Reihe verständlich.',
          'Beim Soundcheck wurde die Anlage auf den Raum eingemessen, und das hat man gehört.',
        ],
        critique: [
          'Rückkopplungen bei den Reden, und der Tontechniker war selten am Pult.',
          'Die Anlage war für den Saal zu klein, hinten kam fast nichts an.',
        ],
      },
      lighting: {
        praise: [
          'Das Lichtdesign hat eine schlichte Halle in etwas Magisches verwandelt.',
          'Der Lichttechniker hat jeden Einsatz der Show nach Gehör gefahren.',
          'Moving Heads, Haze und warmes Licht für die Reden: genau die Stimmung, die wir wollten.',
          'Für jeden Act war eine eigene Lichtshow programmiert, es sah aus wie auf einer Festival-Hauptbühne.',
        ],
        critique: [
          'Die Hälfte der Moving Heads ging nie, und das Flächenlicht flackerte den ganzen Abend.',
          'Beim Essen war das Licht viel zu grell und auf der Bühne zu dunkel.',
        ],
      },
      staging: {
        praise: [
          'Die Bühne stand schnell, bombenfest und genau nach Plan.',
          'Treppen, Geländer und eine Rollstuhlrampe waren beim Bühnenbau mit dabei.',
          'Auf unebenem Boden wurde eine überdachte Bühne gebaut, und die Abnahme ging beim ersten Mal durch.',
          'Das Bühnenbauteam hat die Nacht durchgearbeitet, damit wir pünktlich anfangen konnten.',
        ],
        critique: [
          'Die Bühne hat gewackelt, und die Rampe war zu steil.',
          'Die Bühne stand einen Tag zu spät, und beim ersten Schauer hat das Dach geleckt.',
        ],
      },
      backline: {
        praise: [
          'Das Backline-Material war top in Schuss: neue Felle, gute Amps, gestimmte Keyboards.',
          'Alles von den Ridern dreier Bands war da, bis hin zur richtigen Snare.',
          'Der Backliner hat einen ausgefallenen Bassverstärker mitten im Set in zwei Minuten getauscht.',
          'Hochwertige Amps und Drums zu fairen Preisen, pünktlich geliefert und abgeholt.',
        ],
        critique: [
          'Das Schlagzeug hatte abgenutzte Felle, und der Gitarrenverstärker hat den ganzen Abend geknistert.',
          'Die Backline passte nicht zu den Ridern, die Bands mussten improvisieren.',
        ],
      },
      catering: {
        praise: [
          'Das Essen war köstlich, und das Buffet wurde auch für die Nachzügler immer wieder aufgefüllt.',
          'Das Catering für Crew und Künstler war jeden Tag frisch, heiß und pünktlich.',
          'Vegetarische und vegane Gerichte, die alle probieren wollten, nicht bloß eine Notlösung.',
          'Das Servicepersonal war herzlich, und die Häppchen waren in Minuten weg.',
        ],
        critique: [
          'Um neun war das Buffet leer, und die warmen Speisen kamen kalt an.',
          'Zu wenig Personal beim Catering, an der Essensausgabe stand man vierzig Minuten.',
        ],
      },
      security: {
        praise: [
          'Das Sicherheitsteam war ruhig, freundlich und an der Tür konsequent.',
          'Beim Headliner hatten die Leute am Wellenbrecher alles perfekt im Griff.',
          'Die Taschenkontrollen gingen schnell, und die Ordner kannten den Geländeplan auswendig.',
          'Der Einsatzleiter ist mit uns das Gelände abgelaufen und hat unsere Fluchtwege verbessert.',
        ],
        critique: [
          'Manche Ordner waren unhöflich zu den Gästen, andere standen nur mit dem Handy herum.',
          'Die Security hat viel zu viele Leute reingelassen, der Saal war überfüllt.',
        ],
      },
      'photo-video': {
        praise: [
          'Die Fotos sind traumhaft: natürlich, gestochen scharf und voller Atmosphäre.',
          'Das Aftermovie war nach einer Woche fertig, und unser Kunde war begeistert.',
          'Der Fotograf war überall und stand trotzdem nie im Weg.',
          'Mehrkamera-Video vom ganzen Konzert, mit sauberem Ton direkt vom Pult.',
        ],
        critique: [
          'Auf die Fotos haben wir zwei Monate gewartet, und viele sind unscharf.',
          'Der Kameramann hat den vorderen Reihen die Sicht auf die Bühne versperrt.',
        ],
      },
      transport: {
        praise: [
          'Die Transporter waren auf die Minute da, und die Fahrer kannten jede Laderampe der Stadt.',
          'Band und komplette Backline wurden über Nacht von einer Stadt in die andere gebracht, ohne einen Kratzer.',
          'Die Shuttlebusse zwischen Bahnhof und Gelände fuhren wie ein Uhrwerk.',
          'Freundliche Fahrer, saubere Fahrzeuge und eine Disposition, die auch um drei Uhr nachts erreichbar war.',
        ],
        critique: [
          'Der Lkw kam zwei Stunden zu spät, der Soundcheck fiel aus.',
          'Das Equipment wurde lieblos verladen, ein Keyboardständer kam kaputt an.',
        ],
      },
      'booking-agency': {
        praise: [
          'Die Agentur hat uns in einer Woche drei tolle Acts in unserem Budget vermittelt.',
          'Verträge und Rider waren klar, und die Agentur hat jeden Künstler im Zeitplan gehalten.',
          'Als kurzfristig ein Act absprang, hat unsere Ansprechpartnerin bei der Agentur sogar besseren Ersatz gefunden.',
          'Die kennen die Szene und haben Acts vorgeschlagen, die perfekt zu unserem Publikum passten.',
        ],
        critique: [
          'Die Agentur hat ein anderes Line-up geschickt als das im Vertrag.',
          'Die Provision der Agentur war hoch dafür, dass im Grunde nur Mails weitergeleitet wurden.',
        ],
      },
      merchandise: {
        praise: [
          'Das Merch war perfekt bedruckt, und die Shirts sind weich und gut geschnitten.',
          'Der Merchstand war die ganze Nacht besetzt, und das Kartenlesegerät hat nie gestreikt.',
          'Gute Beratung zu Größen und Stückzahlen, die Hoodies waren ausverkauft.',
          'Jutebeutel, Poster und Shirts kamen pünktlich und genau wie im Korrekturabzug.',
        ],
        critique: [
          'Die Drucke waren nach der ersten Wäsche verblasst, und die Größen fallen klein aus.',
          'Die Hälfte des Merch kam erst nach der Show, der Stand blieb leer.',
        ],
      },
    },
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
      'Nicht perfekt, aber nah dran.',
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
}
