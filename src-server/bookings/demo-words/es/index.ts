import type { ReviewWords } from '../words.ts'
import { ARTIST } from './artist.ts'
import { SERVICE } from './service.ts'
import { VENUE } from './venue.ts'

/** Reseñas de demostración en español (Barcelona, Madrid, Ciudad de México). */
export const ES: ReviewWords = {
  types: { artist: ARTIST, venue: VENUE, service: SERVICE },
  events: {
    wedding: 'Boda',
    'company-party': 'Fiesta de empresa',
    birthday: 'Fiesta de cumpleaños',
    'club-night': 'Noche de club',
    festival: 'Festival',
    'street-fair': 'Fiesta de barrio',
    concert: 'Concierto',
    'album-release': 'Presentación de disco',
    'theatre-show': 'Función de teatro',
    conference: 'Congreso',
    'product-launch': 'Lanzamiento de producto',
    gala: 'Cena de gala',
    'exhibition-opening': 'Inauguración de exposición',
  },
  enquiry: '¡Hola! Evento: {event}, unos {guests} invitados. ¿Están disponibles ese día?',
  openings: {
    great: [
      'Sencillamente genial.',
      'No se podía pedir más.',
      'Cinco estrellas, sin duda.',
      '¡Qué noche!',
      'De verdad, una de las mejores contrataciones que hemos hecho.',
      'Estamos encantados, de principio a fin.',
      'Superó todas nuestras expectativas.',
    ],
    good: [
      'Muy bien en general.',
      'Una buena elección.',
      'Quedamos contentos.',
      'Buena relación calidad-precio.',
      'Casi perfecto, salvo algún detalle.',
      'Un buen trabajo.',
    ],
    mixed: [
      'Experiencia regular.',
      'Correcto, sin más.',
      'Luces y sombras.',
      'Difícil de valorar.',
      'Aceptable, pero nada especial.',
    ],
    poor: [
      'Decepcionante.',
      'Nada que ver con lo prometido.',
      'Una pena, la verdad.',
      'Ojalá pudiera escribir una reseña mejor.',
      'Esperábamos mucho más.',
    ],
  },
  dealings: {
    artist: {
      praise: [
        'Respuestas rápidas antes del evento, y todo confirmado por escrito.',
        'Llegaron pronto, prueba de sonido rápida y listos mucho antes que los invitados.',
        'Trato sencillísimo, con un rider corto y razonable.',
        'Cumplieron el horario al minuto.',
        'Encantadores con nuestros invitados y con el personal toda la noche.',
      ],
      critique: [
        'Difíciles de localizar en las semanas previas.',
        'Llegaron tarde, y todo el horario de la noche se retrasó.',
        'Los gastos extra de la factura nos pillaron por sorpresa.',
      ],
    },
    venue: {
      praise: [
        'La responsable del local contestó cada pregunta en menos de una hora.',
        'La descarga fue fácil, y el camerino estaba impecable.',
        'Bien comunicado en transporte público, y la furgoneta podía aparcar justo detrás.',
        'El presupuesto era claro y en la factura no apareció nada inesperado.',
        'El equipo del local se quedó hasta que se fue el último invitado y lo recogió todo sin decir nada.',
      ],
      critique: [
        'Tardaban días en contestar antes del evento.',
        'Nos hicieron cerrar veinte minutos antes sin avisar.',
        'La fianza tardó semanas en volver.',
      ],
    },
    service: {
      praise: [
        'El equipo llegó pronto, fue ordenado y no hizo ruido durante los discursos.',
        'El presupuesto era claro, y la factura no tuvo sorpresas.',
        'Un cambio de planes de última hora resuelto sin dramas.',
        'Montaje y desmontaje terminados antes de tiempo.',
        'Una sola persona de contacto desde la primera llamada hasta la factura final.',
      ],
      critique: [
        'Muy lentos para contestar correos antes del evento.',
        'La factura final fue bastante más alta que el presupuesto.',
        'El equipo llegó tarde y se marchó antes del final.',
      ],
    },
  },
  closings: {
    great: [
      'Repetiríamos sin dudarlo.',
      '¡Totalmente recomendable!',
      '¡Gracias por una noche maravillosa!',
      'Nuestros invitados todavía hablan de ello.',
      'Ya hemos reservado para el año que viene.',
    ],
    good: [
      'Volveríamos a contratar.',
      'Salvo detalles, una buena elección.',
      'El precio fue justo para lo que recibimos.',
      'Recomendable, con pequeños peros.',
      'Lo recomendaríamos sin problema a los amigos.',
    ],
    mixed: [
      'Correcto para el precio, pero la próxima vez compararemos.',
      'Con mejor organización podría estar muy bien.',
      'No tenemos claro si repetiríamos.',
    ],
    poor: ['Para no repetir.', 'No vale lo que cuesta.', 'Hemos pedido un reembolso parcial.'],
  },
  answers: {
    thanks: [
      '¡Gracias por sus palabras, fue un placer!',
      'Muchísimas gracias, nos encantaría volver a trabajar con ustedes.',
      'Qué bien que todo saliera tan bien. ¡Hasta la próxima!',
      '¡Gracias! Hemos compartido su reseña con todo el equipo.',
    ],
    sorry: [
      'Gracias por la sinceridad, sentimos que la noche no estuviera a la altura.',
      'Lo sentimos. Desde entonces hemos cambiado nuestra forma de organizarnos.',
      'Les pedimos disculpas y ya nos hemos puesto en contacto con ustedes para solucionarlo.',
    ],
  },
  quote: {
    included: {
      artist: 'El pase acordado, prueba de sonido, desplazamiento hasta 100 km',
      venue: 'La sala para la noche, equipo de sonido y luces de la casa, un técnico, limpieza',
      service: 'Equipo, entrega, montaje y desmontaje, una persona del equipo durante el evento',
    },
    terms: 'Se devuelve la señal si se cancela hasta 30 días antes del evento.',
    depositMethod: 'Transferencia a la cuenta indicada en la factura',
  },
}
