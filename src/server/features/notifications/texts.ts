import type { SERVICE_REQUEST_STATUSES, SupportedLanguage } from '@shared/constants';

export type NotificationKind =
  'newFollower' | 'projectComment' | 'newRequest' | 'requestStatus' | 'newReview';
type Text = { title: string; message: string };
type RequestStatus = (typeof SERVICE_REQUEST_STATUSES)[number];

/**
 * Notifications are stored as text (spec section 3), so they are written in the recipient's saved
 * language when they are created. {{name}} is who acted, {{project}} and {{service}} titles,
 * {{status}} a word of REQUEST_STATUS_WORDS and {{rating}} a whole number of stars.
 */
export const NOTIFICATION_TEXTS: Record<SupportedLanguage, Record<NotificationKind, Text>> = {
  en: {
    newFollower: { title: 'New follower', message: '{{name}} started following you' },
    projectComment: { title: 'New comment', message: '{{name}} commented on {{project}}' },
    newRequest: { title: 'New service request', message: '{{name}} requested {{service}}' },
    requestStatus: { title: 'Request updated', message: 'Your request for {{service}} is now {{status}}' },
    newReview: { title: 'New review', message: '{{name}} rated {{service}} {{rating}}/5' },
  },
  es: {
    newFollower: { title: 'Nuevo seguidor', message: '{{name}} empezó a seguirte' },
    projectComment: { title: 'Nuevo comentario', message: '{{name}} comentó en {{project}}' },
    newRequest: { title: 'Nueva solicitud de servicio', message: '{{name}} solicitó {{service}}' },
    requestStatus: {
      title: 'Solicitud actualizada',
      message: 'Tu solicitud de {{service}} ahora está {{status}}',
    },
    newReview: { title: 'Nueva reseña', message: '{{name}} calificó {{service}} con {{rating}}/5' },
  },
  'zh-CN': {
    newFollower: { title: '新关注者', message: '{{name}} 关注了你' },
    projectComment: { title: '新评论', message: '{{name}} 评论了 {{project}}' },
    newRequest: { title: '新的服务请求', message: '{{name}} 请求了 {{service}}' },
    requestStatus: { title: '请求已更新', message: '你对 {{service}} 的请求状态已更新为「{{status}}」' },
    newReview: { title: '新评价', message: '{{name}} 给 {{service}} 打了 {{rating}}/5 分' },
  },
  fr: {
    newFollower: { title: 'Nouvel abonné', message: '{{name}} s’est abonné à vous' },
    projectComment: { title: 'Nouveau commentaire', message: '{{name}} a commenté {{project}}' },
    newRequest: { title: 'Nouvelle demande de service', message: '{{name}} a demandé {{service}}' },
    requestStatus: {
      title: 'Demande mise à jour',
      message: 'Votre demande pour {{service}} est maintenant {{status}}',
    },
    newReview: { title: 'Nouvel avis', message: '{{name}} a noté {{service}} {{rating}}/5' },
  },
  de: {
    newFollower: { title: 'Neuer Follower', message: '{{name}} folgt dir jetzt' },
    projectComment: { title: 'Neuer Kommentar', message: '{{name}} hat {{project}} kommentiert' },
    newRequest: { title: 'Neue Serviceanfrage', message: '{{name}} hat {{service}} angefragt' },
    requestStatus: {
      title: 'Anfrage aktualisiert',
      message: 'Deine Anfrage für {{service}} ist jetzt {{status}}',
    },
    newReview: { title: 'Neue Bewertung', message: '{{name}} hat {{service}} mit {{rating}}/5 bewertet' },
  },
  ja: {
    newFollower: { title: '新しいフォロワー', message: '{{name}}さんがあなたをフォローしました' },
    projectComment: { title: '新しいコメント', message: '{{name}}さんが{{project}}にコメントしました' },
    newRequest: {
      title: '新しいサービスリクエスト',
      message: '{{name}}さんが{{service}}をリクエストしました',
    },
    requestStatus: {
      title: 'リクエストが更新されました',
      message: '{{service}}へのリクエストが「{{status}}」になりました',
    },
    newReview: { title: '新しいレビュー', message: '{{name}}さんが{{service}}を{{rating}}/5で評価しました' },
  },
  pt: {
    newFollower: { title: 'Novo seguidor', message: '{{name}} começou a seguir você' },
    projectComment: { title: 'Novo comentário', message: '{{name}} comentou em {{project}}' },
    newRequest: { title: 'Nova solicitação de serviço', message: '{{name}} solicitou {{service}}' },
    requestStatus: {
      title: 'Solicitação atualizada',
      message: 'Sua solicitação de {{service}} agora está {{status}}',
    },
    newReview: { title: 'Nova avaliação', message: '{{name}} avaliou {{service}} com {{rating}}/5' },
  },
};

/** A request's status as the requestStatus message says it, in each language. */
export const REQUEST_STATUS_WORDS: Record<SupportedLanguage, Record<RequestStatus, string>> = {
  en: {
    pending: 'pending',
    accepted: 'accepted',
    in_progress: 'in progress',
    completed: 'completed',
    rejected: 'rejected',
  },
  es: {
    pending: 'pendiente',
    accepted: 'aceptada',
    in_progress: 'en curso',
    completed: 'completada',
    rejected: 'rechazada',
  },
  'zh-CN': {
    pending: '待处理',
    accepted: '已接受',
    in_progress: '进行中',
    completed: '已完成',
    rejected: '已拒绝',
  },
  fr: {
    pending: 'en attente',
    accepted: 'acceptée',
    in_progress: 'en cours',
    completed: 'terminée',
    rejected: 'refusée',
  },
  de: {
    pending: 'ausstehend',
    accepted: 'angenommen',
    in_progress: 'in Bearbeitung',
    completed: 'abgeschlossen',
    rejected: 'abgelehnt',
  },
  ja: {
    pending: '保留中',
    accepted: '承認済み',
    in_progress: '対応中',
    completed: '完了',
    rejected: '却下',
  },
  pt: {
    pending: 'pendente',
    accepted: 'aceita',
    in_progress: 'em andamento',
    completed: 'concluída',
    rejected: 'recusada',
  },
};
