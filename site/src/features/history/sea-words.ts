import * as m from '@messages/messages.js';
import type { Language } from '@rules/languages';

/**
 * The seas and oceans rules/seas.ts names (by their English names), in a language, rendered with the page (decision
 * 128); null in English, which shows each as written.
 */
export function seaWords(language: Language): Record<string, string> | null {
  if (language === 'en') return null;
  const o = { locale: language };
  return {
    'Gulf of Aqaba': m.history_sea_gulf_of_aqaba({}, o),
    'Persian Gulf': m.history_sea_persian_gulf({}, o),
    'Gulf of Aden': m.history_sea_gulf_of_aden({}, o),
    'Red Sea': m.history_sea_red_sea({}, o),
    'Black Sea': m.history_sea_black_sea({}, o),
    'Mediterranean Sea': m.history_sea_mediterranean_sea({}, o),
    'Baltic Sea': m.history_sea_baltic_sea({}, o),
    'North Sea': m.history_sea_north_sea({}, o),
    'Gulf of California': m.history_sea_gulf_of_california({}, o),
    'Gulf of Mexico': m.history_sea_gulf_of_mexico({}, o),
    'Caribbean Sea': m.history_sea_caribbean_sea({}, o),
    'Andaman Sea': m.history_sea_andaman_sea({}, o),
    'Bay of Bengal': m.history_sea_bay_of_bengal({}, o),
    'Arabian Sea': m.history_sea_arabian_sea({}, o),
    'Gulf of Thailand': m.history_sea_gulf_of_thailand({}, o),
    'Sulu Sea': m.history_sea_sulu_sea({}, o),
    'Celebes Sea': m.history_sea_celebes_sea({}, o),
    'Bali Sea': m.history_sea_bali_sea({}, o),
    'Flores Sea': m.history_sea_flores_sea({}, o),
    'Halmahera Sea': m.history_sea_halmahera_sea({}, o),
    'Java Sea': m.history_sea_java_sea({}, o),
    'Banda Sea': m.history_sea_banda_sea({}, o),
    'South China Sea': m.history_sea_south_china_sea({}, o),
    'East China Sea': m.history_sea_east_china_sea({}, o),
    'Yellow Sea': m.history_sea_yellow_sea({}, o),
    'Sea of Japan': m.history_sea_sea_of_japan({}, o),
    'Philippine Sea': m.history_sea_philippine_sea({}, o),
    'Timor Sea': m.history_sea_timor_sea({}, o),
    'Arafura Sea': m.history_sea_arafura_sea({}, o),
    'Coral Sea': m.history_sea_coral_sea({}, o),
    'Tasman Sea': m.history_sea_tasman_sea({}, o),
    'Southern Ocean': m.history_sea_southern_ocean({}, o),
    'Arctic Ocean': m.history_sea_arctic_ocean({}, o),
    'Indian Ocean': m.history_sea_indian_ocean({}, o),
    'North Atlantic Ocean': m.history_sea_north_atlantic_ocean({}, o),
    'South Atlantic Ocean': m.history_sea_south_atlantic_ocean({}, o),
    'North Pacific Ocean': m.history_sea_north_pacific_ocean({}, o),
    'South Pacific Ocean': m.history_sea_south_pacific_ocean({}, o),
  };
}
