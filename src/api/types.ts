// PeerTube's own models (type-only: nothing from the package reaches the bundle).
export type {
  ServerConfig,
  About,
  User,
  MyUser,
  UserNotification,
  UserNotificationSetting,
  Video,
  VideoDetails,
  VideoChannel,
  Account,
  VideoPlaylist,
  VideoPlaylistElement,
  VideoComment,
  VideoCommentThreadTree,
  VideosOverview,
  ResultList,
  UserRoleType,
  UserRightType,
  ServerStats,
  UserRegister,
  UserRegistrationRequest,
  VideoChangeOwnership,
  ActorFollow,
} from '@peertube/peertube-types';

/** Every field optional, recursively: real servers (7.x vs 8.x) omit whole sections. */
export type DeepPartial<T> = T extends (infer U)[]
  ? DeepPartial<U>[]
  : T extends object
    ? { [K in keyof T]?: DeepPartial<T[K]> }
    : T;
