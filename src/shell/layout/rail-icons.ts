// One stroke icon per rail entry (lucide, tree-shaken).
import {
  Building2,
  ChartColumn,
  Gift,
  LayoutDashboard,
  Megaphone,
  Settings,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { RailIcon } from './navigation';

export const railIcons: Record<RailIcon, LucideIcon> = {
  dashboard: LayoutDashboard,
  clients: Building2,
  customers: Users,
  programs: Gift,
  analytics: ChartColumn,
  campaigns: Megaphone,
  settings: Settings,
};
