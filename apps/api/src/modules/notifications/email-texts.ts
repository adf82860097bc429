import type { Language, NotificationType } from '@agency/shared/enums';

// The frame of notification e-mails in the recipient's language (their Settings language, English when they never
// chose). The notification's own title and message are written by the event that created it and are quoted as is.

interface EmailTexts {
  types: Record<NotificationType, string>;
  greeting: (name: string) => string;
  open: string;
  immediateSubject: (title: string) => string;
  immediateFooter: (type: string) => string;
  digestSubject: (count: number) => string;
  digestIntro: (count: number) => string;
  digestFooter: string;
  settings: string;
}

export const EMAIL_TEXTS: Record<Language, EmailTexts> = {
  en: {
    types: {
      project: 'Project',
      payment: 'Payment',
      message: 'Message',
      reminder: 'Reminder',
      system: 'System',
      achievement: 'Achievement',
    },
    greeting: (name) => `Hello ${name},`,
    open: 'Open',
    immediateSubject: (title) => `New notification: ${title}`,
    immediateFooter: (type) => `You receive this e-mail because your settings send ${type} notifications immediately.`,
    digestSubject: (count) => `Your daily summary: ${count} unread ${count === 1 ? 'notification' : 'notifications'}`,
    digestIntro: (count) =>
      count === 1
        ? 'Here is the notification you have not read yet:'
        : `Here are the ${count} notifications you have not read yet:`,
    digestFooter: 'You receive this daily summary because of your notification settings.',
    settings: 'Change your notification e-mails',
  },
  es: {
    types: {
      project: 'Proyecto',
      payment: 'Pago',
      message: 'Mensaje',
      reminder: 'Recordatorio',
      system: 'Sistema',
      achievement: 'Logro',
    },
    greeting: (name) => `Hola, ${name}:`,
    open: 'Abrir',
    immediateSubject: (title) => `Nueva notificación: ${title}`,
    immediateFooter: (type) =>
      `Recibes este correo porque tu configuración envía al instante las notificaciones de tipo ${type}.`,
    digestSubject: (count) =>
      `Tu resumen diario: ${count} ${count === 1 ? 'notificación sin leer' : 'notificaciones sin leer'}`,
    digestIntro: (count) =>
      count === 1
        ? 'Esta es la notificación que aún no has leído:'
        : `Estas son las ${count} notificaciones que aún no has leído:`,
    digestFooter: 'Recibes este resumen diario por tu configuración de notificaciones.',
    settings: 'Cambiar los correos de notificación',
  },
  fr: {
    types: {
      project: 'Projet',
      payment: 'Paiement',
      message: 'Message',
      reminder: 'Rappel',
      system: 'Système',
      achievement: 'Réussite',
    },
    greeting: (name) => `Bonjour ${name},`,
    open: 'Ouvrir',
    immediateSubject: (title) => `Nouvelle notification : ${title}`,
    immediateFooter: (type) =>
      `Vous recevez cet e-mail car vos paramètres envoient immédiatement les notifications de type ${type}.`,
    digestSubject: (count) =>
      `Votre résumé du jour : ${count} ${count === 1 ? 'notification non lue' : 'notifications non lues'}`,
    digestIntro: (count) =>
      count === 1
        ? 'Voici la notification que vous n’avez pas encore lue :'
        : `Voici les ${count} notifications que vous n’avez pas encore lues :`,
    digestFooter: 'Vous recevez ce résumé quotidien en raison de vos paramètres de notification.',
    settings: 'Modifier les e-mails de notification',
  },
  de: {
    types: {
      project: 'Projekt',
      payment: 'Zahlung',
      message: 'Nachricht',
      reminder: 'Erinnerung',
      system: 'System',
      achievement: 'Erfolg',
    },
    greeting: (name) => `Hallo ${name},`,
    open: 'Öffnen',
    immediateSubject: (title) => `Neue Benachrichtigung: ${title}`,
    immediateFooter: (type) =>
      `Sie erhalten diese E-Mail, weil Ihre Einstellungen Benachrichtigungen vom Typ ${type} sofort senden.`,
    digestSubject: (count) =>
      `Ihre tägliche Übersicht: ${count} ${count === 1 ? 'ungelesene Benachrichtigung' : 'ungelesene Benachrichtigungen'}`,
    digestIntro: (count) =>
      count === 1
        ? 'Diese Benachrichtigung haben Sie noch nicht gelesen:'
        : `Diese ${count} Benachrichtigungen haben Sie noch nicht gelesen:`,
    digestFooter: 'Sie erhalten diese tägliche Übersicht aufgrund Ihrer Benachrichtigungseinstellungen.',
    settings: 'Benachrichtigungs-E-Mails ändern',
  },
  it: {
    types: {
      project: 'Progetto',
      payment: 'Pagamento',
      message: 'Messaggio',
      reminder: 'Promemoria',
      system: 'Sistema',
      achievement: 'Traguardo',
    },
    greeting: (name) => `Ciao ${name},`,
    open: 'Apri',
    immediateSubject: (title) => `Nuova notifica: ${title}`,
    immediateFooter: (type) =>
      `Ricevi questa e-mail perché le tue impostazioni inviano subito le notifiche di tipo ${type}.`,
    digestSubject: (count) =>
      `Il tuo riepilogo giornaliero: ${count} ${count === 1 ? 'notifica non letta' : 'notifiche non lette'}`,
    digestIntro: (count) =>
      count === 1
        ? 'Ecco la notifica che non hai ancora letto:'
        : `Ecco le ${count} notifiche che non hai ancora letto:`,
    digestFooter: 'Ricevi questo riepilogo giornaliero in base alle tue impostazioni di notifica.',
    settings: 'Modifica le e-mail di notifica',
  },
};

export function emailTextsFor(language: Language | null | undefined): EmailTexts {
  return EMAIL_TEXTS[language ?? 'en'] ?? EMAIL_TEXTS.en;
}
