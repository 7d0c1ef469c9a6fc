import {
  IconAlertTriangle,
  IconArrowBackUp,
  IconArrowDown,
  IconArrowUp,
  IconBellRinging,
  IconBuildingHospital,
  IconBuildingStore,
  IconDotsVertical,
  IconDroplet,
  IconGripVertical,
  IconHeartHandshake,
  IconId,
  IconInfoCircle,
  IconLanguage,
  IconMenu2,
  IconMessageCircle,
  IconPhoneCall,
  IconQrcode,
  IconReceipt,
  IconSelector,
  IconShieldCheck,
  IconShoppingCart,
  IconStairsUp,
  IconUrgent,
  IconUserCircle,
  IconWorld,
  IconArrowLeft as TablerArrowLeft,
  IconBell as TablerBell,
  IconBox as TablerBox,
  IconCheck as TablerCheck,
  IconChevronDown as TablerChevronDown,
  IconCircleX as TablerCircleX,
  IconClock as TablerClock,
  IconDownload as TablerDownload,
  IconEye as TablerEye,
  IconHeadset as TablerHeadset,
  IconHistory as TablerHistory,
  type Icon as TablerIcon,
  IconInbox as TablerInbox,
  IconKey as TablerKey,
  IconLogout as TablerLogout,
  IconMail as TablerMail,
  IconMapPin as TablerMapPin,
  IconPencil as TablerPencil,
  IconPhone as TablerPhone,
  IconPlus as TablerPlus,
  IconPrinter as TablerPrinter,
  IconRefresh as TablerRefresh,
  IconSearch as TablerSearch,
  IconSettings as TablerSettings,
  IconTag as TablerTag,
  IconTicket as TablerTicket,
  IconTrash as TablerTrash,
  IconTruck as TablerTruck,
  IconUsers as TablerUsers,
  IconWifiOff as TablerWifiOff,
} from '@tabler/icons-react';
import type { SVGProps } from 'react';

/**
 * The app's icons, public site and admin alike: Tabler's stroke icons under the names the app
 * uses, drawn 20 px with a 1.8 stroke. Decorative (hidden from screen readers) unless given a
 * title. Each icon is its own module in @tabler/icons-react, so a page carries only those it uses.
 */
export type IconProps = SVGProps<SVGSVGElement> & { size?: number; title?: string };

function ours(Tabler: TablerIcon, defaultSize = 20) {
  const Icon = ({ size = defaultSize, title, ref: _ref, ...rest }: IconProps) => (
    <Tabler
      size={size}
      stroke={1.8}
      title={title}
      aria-hidden={title ? undefined : true}
      role={title ? 'img' : undefined}
      focusable="false"
      {...(rest as object)}
    />
  );
  Icon.displayName = Tabler.displayName;
  return Icon;
}

export const IconShield = ours(IconShieldCheck);
export const IconSearch = ours(TablerSearch);
export const IconBell = ours(TablerBell);
export const IconLogout = ours(TablerLogout);
export const IconOrders = ours(IconReceipt);
export const IconUsers = ours(TablerUsers);
export const IconShop = ours(IconBuildingStore);
export const IconCustomers = ours(IconUserCircle);
export const IconSettings = ours(TablerSettings);
export const IconKey = ours(TablerKey);
export const IconTag = ours(TablerTag);
export const IconTicket = ours(TablerTicket);
export const IconPhone = ours(TablerPhone);
export const IconQr = ours(IconQrcode);
export const IconAlert = ours(IconAlertTriangle);
export const IconCheck = ours(TablerCheck);
export const IconWifiOff = ours(TablerWifiOff);
export const IconArrowLeft = ours(TablerArrowLeft);
export const IconSiren = ours(IconUrgent);
export const IconMapPin = ours(TablerMapPin);
export const IconDownload = ours(TablerDownload);
export const IconChevronDown = ours(TablerChevronDown);
export const IconMore = ours(IconDotsVertical, 18);
export const IconRefresh = ours(TablerRefresh);
export const IconReturn = ours(IconArrowBackUp);
export const IconPlus = ours(TablerPlus);
export const IconEye = ours(TablerEye, 18);
export const IconPencil = ours(TablerPencil, 18);
export const IconInfo = ours(IconInfoCircle, 18);
export const IconTrash = ours(TablerTrash, 18);
const SortUp = ours(IconArrowUp, 14);
const SortDown = ours(IconArrowDown, 14);
const Unsorted = ours(IconSelector, 14);
/** A sortable column's mark: the way it is sorted, or up-and-down when it is not. */
export const IconSort = ({ dir, ...p }: IconProps & { dir: 'asc' | 'desc' | null }) =>
  dir === 'asc' ? <SortUp {...p} /> : dir === 'desc' ? <SortDown {...p} /> : <Unsorted {...p} />;
export const IconHistory = ours(TablerHistory, 18);
export const IconBox = ours(TablerBox, 24);
export const IconClock = ours(TablerClock, 24);
export const IconTruck = ours(TablerTruck, 24);
export const IconCircleX = ours(TablerCircleX, 24);
export const IconPrinter = ours(TablerPrinter, 24);
export const IconInbox = ours(TablerInbox);
export const IconGrip = ours(IconGripVertical, 18);
export const IconGlobe = ours(IconWorld);
export const IconChat = ours(IconMessageCircle, 24);
export const IconDrop = ours(IconDroplet, 24);
export const IconHandshake = ours(IconHeartHandshake, 24);
export const IconMail = ours(TablerMail, 24);
export const IconHeadset = ours(TablerHeadset, 24);
export const IconCart = ours(IconShoppingCart);
export const IconMenu = ours(IconMenu2, 24);
export const IconLiveAnswer = ours(IconBellRinging, 24);
export const IconEscalate = ours(IconStairsUp, 24);
export const IconMaskedCall = ours(IconPhoneCall, 24);
export const IconCard = ours(IconId, 24);
export const IconLanguages = ours(IconLanguage, 24);
export const IconBloodBank = ours(IconBuildingHospital, 24);
