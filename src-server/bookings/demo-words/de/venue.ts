import type { TypeRemarks } from '../words.ts'

/** Deutsche Demo-Bewertungen (Berlin, Hamburg, München, Wien, Köln, Zürich): by venue type. */
export const VENUE: TypeRemarks['venue'] = {
  club: {
    praise: [
      'Die Anlage im Club ist überragend: laut, klar und nie anstrengend.',
      'Ein richtig dunkler Floor, eine starke Lichtanlage und eine Bar, die mit der Schlange mithält.',
      'Die Tür war freundlich, aber bestimmt, und auf dem Floor hat man sich die ganze Nacht sicher gefühlt.',
      'Der Haustechniker des Clubs hatte unsere DJs in kürzester Zeit aufgebaut und gecheckt.',
      'Garderobe, Toiletten und Raucherbereich haben eine ausverkaufte Nacht locker verkraftet.',
      'Niedrige Decke, wuchtiger Bass und die Leute direkt vor dem DJ-Pult: genau das Clubgefühl, das sich unser Act gewünscht hat.',
    ],
    critique: [
      'Im Club war es stickig, die Lüftung lief kaum, und die Nebelmaschine hat es noch schlimmer gemacht.',
      'An der Clubbar hat man die ganze Nacht zwanzig Minuten angestanden.',
      'Die Monitorboxen im DJ-Pult des Clubs waren kaputt, und niemand kam, um sie zu reparieren.',
    ],
  },
  bar: {
    praise: [
      'Gemütliche Bar mit einer kleinen Bühne, ideal für Akustik-Sets.',
      'Das Barpersonal war flott, und die Cocktails sind für die Gegend günstig.',
      'Wir hatten das Hinterzimmer der Bar für uns, mit eigener Playlist und toller Atmosphäre.',
      'Super Bar für eine Release-Party: klein, herzlich, und die Anlage ist besser, als sie aussieht.',
      'Die Bar hat für den Abend einen Cocktail nach unserem Album benannt.',
      'Kerzen, alte Holztische und ein Klavier in der Ecke: die perfekte Bar für ein kleines Konzert.',
    ],
    critique: [
      'Die Bar war für unsere Gruppe zu klein, und die Bühne ist eigentlich nur eine Ecke.',
      'Stammgäste an der Theke haben das ganze Set über laut geredet.',
      'An der Bar ging es schleppend, auf ein Getränk hat man den ganzen Abend eine Viertelstunde gewartet.',
    ],
  },
  theatre: {
    praise: [
      'Von jedem Platz im Theater sieht man gut, und der Ton trägt bis in die letzte Reihe.',
      'Die Bühnentechnik kannte Zuganlage und Lichtpult in- und auswendig.',
      'Ein wunderschönes altes Theater, und die Garderoben haben sogar Spiegel mit Licht.',
      'Das Einlasspersonal hat ein ausverkauftes Haus gelassen gemeistert, und die Pausenbar war schnell.',
      'Die Theaterkasse hat Kartenverkauf und Gästeliste ohne einen einzigen Fehler abgewickelt.',
      'Echte Samtsessel, ein ansteigendes Parkett und eine Bühne, die groß genug für unser ganzes Bühnenbild war.',
    ],
    critique: [
      'Hinter der Bühne ist es eng, und das Einladen durch die Seitentür hat ewig gedauert.',
      'Die Sitze im Theater sind durchgesessen, und im Parkett ging die Heizung nicht.',
      'Die Lichtanlage des Theaters ist alt, die Hälfte der Scheinwerfer hat während der Vorstellung geflackert.',
    ],
  },
  'concert-hall': {
    praise: [
      'Die Akustik im Saal ist großartig, jedes Pianissimo kam bis in die letzten Reihen.',
      'Bequeme Sitze, freie Sicht von jedem Platz und ein großzügiges Foyer für die Pause.',
      'Bühnenmeister und Technik des Hauses haben mit unserem Orchester gearbeitet wie mit alten Bekannten.',
      'Ein Konzertsaal mit richtig warmem Klang und einer herrlichen Orgel.',
      'Der Steinway des Saals war frisch gestimmt, unsere Pianistin war begeistert.',
      'Breite Gänge, viel Beinfreiheit und klar nummerierte Plätze: Der volle Saal saß in wenigen Minuten.',
    ],
    critique: [
      'Im Parkett ist die Akustik gut, auf dem Rang klingt es aber matschig.',
      'Das Foyer war für die Pause viel zu klein, und an der Garderobe stand man ewig.',
      'Auf dem oberen Rang des Saals sitzt man eng, und die Sicht auf die Bühne ist teilweise verdeckt.',
    ],
  },
  arena: {
    praise: [
      'Mit den Riggingpunkten und dem Strom der Halle war selbst die große Produktion erstaunlich einfach.',
      'Tausende Gäste rein und raus ohne Stau, Einlass und Ordner waren top.',
      'Riesige Halle, und trotzdem war der Ton bis oben auf dem Oberrang klar.',
      'Produktionsbüro und Ladezone gehören zu den besten, die wir seit Jahren hatten.',
      'Mit den riesigen Leinwänden der Arena sah die Show gewaltig aus.',
      'Rollstuhlplätze, Aufzüge und Ruheräume waren in der ganzen Arena gut ausgeschildert.',
    ],
    critique: [
      'Der Ton ist in der Arena hin und her geschallt, auf den oberen Rängen gab es ein Echo.',
      'Essen und Getränke in der Arena waren unverschämt teuer und die Schlangen endlos.',
      'Nach der Show hat die Ausfahrt aus dem Parkhaus der Arena über eine Stunde gedauert.',
    ],
  },
  'open-air': {
    praise: [
      'Eine Open-Air-Bühne mit so einem Ausblick macht jedes Konzert besonders.',
      'Es gab einen Regenplan, überdachte Bars und festen Boden, auch nach dem Schauer.',
      'Sonnenuntergang hinter der Bühne, guter Sound auf der Wiese und saubere Toiletten: ein perfekter Sommerabend.',
      'Um Strom, Zäune und Müll hat sich das Team vor Ort gekümmert, wir mussten keinen Finger rühren.',
      'Picknickdecken auf der Wiese, eine Bühne unter Bäumen und der Sonnenuntergang pünktlich zur Zugabe.',
      'Genug Toiletten, Wasserstellen und Schatten für einen heißen Nachmittag unter freiem Himmel.',
    ],
    critique: [
      'Auf dem Open-Air-Gelände gab es keinen Unterstand, als das Gewitter kam, also mussten wir eine Stunde unterbrechen.',
      'Wegen strenger Lärmauflagen war es auf der Wiese viel zu leise.',
      'Die Wiese wurde als eben verkauft, aber von hinten sah man die Bühne kaum.',
    ],
  },
  'festival-site': {
    praise: [
      'Das Festivalgelände hat alles: Wasser- und Stromanschlüsse, gute Zufahrten und viel Platz für Bühnen.',
      'Camping, Parkplätze und Hauptbühne sind gut angeordnet, die Gäste haben sich sofort zurechtgefunden.',
      'Das Team hat vor unserer Ankunft gemäht, eingezäunt und alles ausgeschildert.',
      'Selbst bei mehreren tausend Besuchern hat der Boden gehalten, und die Wege blieben trocken.',
      'Genug Platz für drei Bühnen, Foodtrucks und einen Kinderbereich, ohne dass sich der Sound überlagert.',
      'Gute Zufahrt für Lkw, befestigte Flächen für die Bühnen und ein ordentliches Baubüro auf dem Gelände.',
    ],
    critique: [
      'Nach einem Regentag war das Festivalgelände eine Schlammwüste, die Zufahrten kaum befahrbar.',
      'Zu wenige Wasserstellen auf dem Gelände, und die Toiletten wurden zu selten geleert.',
      'Am Samstag ist die Stromversorgung auf dem Festivalgelände zweimal ausgefallen.',
    ],
  },
  church: {
    praise: [
      'Die Akustik der Kirche ist für Chor und Streicher ein Traum.',
      'Kerzenlicht und alte Steinmauern haben unser Konzert unvergesslich gemacht.',
      'Der Küster hat bei Bestuhlung und Aufbau geholfen und war die Geduld in Person.',
      'Bänke für zweihundert, eine schöne Orgel und ein natürlicher Nachhall, der jeder Stimme schmeichelt.',
      'Die Gemeinde hat die Seitenkapelle als Garderobe geöffnet und für den Chor Tee bereitgestellt.',
      'Bunte Kirchenfenster im Abendlicht hinter der Bühne, die Fotos sind traumhaft.',
    ],
    critique: [
      'In der Kirche war es eiskalt, und nach einer Stunde wurden die Bänke hart.',
      'Der Nachhall in der Kirche hat jedes gesprochene Wort verschluckt, und eine Anlage gibt es nicht.',
      'In der Kirche war verstärkte Musik nur sehr leise erlaubt, das hat das Set der Band ruiniert.',
    ],
  },
  restaurant: {
    praise: [
      'Das Restaurant hat ein wunderbares Menü gekocht und trotzdem Platz für eine kleine Bühne gemacht.',
      'Der Service an den Tischen war aufmerksam, ohne die Musik zu stören.',
      'Wir hatten das ganze Restaurant für uns, mit Tanzfläche, wo sonst die Tische stehen.',
      'Die Küche hat vegetarische, vegane und glutenfreie Gäste ohne jedes Aufheben versorgt.',
      'Der Koch hat für die Band ein eigenes Menü gekocht und es vor dem Auftritt serviert.',
      'Dessertbuffet, Kaffee und Eröffnungstanz in einem Raum, ohne dass jemand umziehen musste.',
    ],
    critique: [
      'Das Essen im Restaurant kam lauwarm, und zwischen den Gängen verging ewig viel Zeit.',
      'Man hat uns im Restaurant in die Ecke neben die Küchentür gesetzt, die Band hatte kaum Platz.',
      'Die Hintergrundmusik des Restaurants lief in den Pausen unserer Band einfach weiter.',
    ],
  },
  gallery: {
    praise: [
      'Die weißen Wände und hohen Decken der Galerie waren eine traumhafte Kulisse für unseren Launch.',
      'Das Team der Galerie hat Kunstwerke umgehängt und Platz für die Bar gemacht, ohne zu murren.',
      'Schönes Licht durch die Oberlichter und ein Raum, der sich exklusiv anfühlt.',
      'Ungewöhnlicher Ort für ein Konzert, aber die Akustik der Galerie hat alle überrascht.',
      'Wir durften Visuals auf die große weiße Wand der Galerie projizieren, mit der Musik sah das großartig aus.',
      'Geschliffener Beton, tolles Licht und ein Galerist, der Musik in seinen Räumen liebt.',
    ],
    critique: [
      'In der Galerie gibt es keinen ordentlichen Stromanschluss für eine Band, entsprechend dünn war der Sound.',
      'Die Regeln der Galerie waren so streng, dass die Gäste sich mit Getränken kaum bewegen durften.',
      'Der Hall in der Galerie hat die Reden fast unverständlich gemacht.',
    ],
  },
  'event-hall': {
    praise: [
      'Im Saal hatten alle unsere Gäste an runden Tischen Platz, und trotzdem blieb eine richtige Tanzfläche frei.',
      'Bühne, Licht und Anlage hat der Saal selbst, unsere Band musste nur ihre Instrumente mitbringen.',
      'Das Team hat den Saal in zwanzig Minuten vom Dinner zur Party umgebaut, während die Gäste im Foyer Kaffee tranken.',
      'Kronleuchter, hohe Fenster und Parkett: Der Saal sah auch ohne zusätzliche Deko festlich aus.',
      'Leinwand, Rednerpult und Funkmikro für die Reden standen im Saal bereit, bevor der erste Gast kam.',
      'Garderobe, Bar und Küche liegen auf einer Ebene mit dem Saal, so lief der Abend ohne Stocken.',
    ],
    critique: [
      'Um Mitternacht musste der Saal geräumt sein, gerade als die Tanzfläche voll wurde.',
      'Für einen vollen Saal standen nur zwei Leute hinter der Bar, die Schlange wurde nie kürzer.',
      'Der Pegelbegrenzer im Saal hat der Band jedes Mal den Ton abgedreht, wenn die Stimmung stieg.',
    ],
  },
}
