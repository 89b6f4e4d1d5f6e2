import * as m from '@messages/messages.js';
import type { Language } from '@rules/languages';
import { conservationWords } from '@catalogue/components/result/conservation-words';
import { seaWords } from './sea-words';

/**
 * History's premium tools (HistoryTools: search, filters, sort, export) in a language, rendered with the page and
 * handed to the island (decision 128). `{shown}` and `{total}` are filled in the browser.
 */
export function historyToolsWords(language: Language) {
  const o = { locale: language };
  return {
    language,
    filter: m.history_tools_filter({}, o),
    count: m.history_tools_count({ shown: '{shown}', total: '{total}' }, o),
    search: m.history_tools_search({}, o),
    searchPlaceholder: m.history_tools_search_placeholder({}, o),
    status: m.history_tools_status({}, o),
    allStatuses: m.history_tools_all_statuses({}, o),
    statusNames: conservationWords(language).names,
    saved: m.history_tools_saved({}, o),
    savedOrNot: m.history_tools_saved_or_not({}, o),
    savedOnly: m.history_tools_saved_only({}, o),
    notSaved: m.history_tools_not_saved({}, o),
    area: m.history_tools_area({}, o),
    allAreas: m.history_tools_all_areas({}, o),
    noLocation: m.history_tools_no_location({}, o),
    seaNames: seaWords(language),
    from: m.history_tools_from({}, o),
    until: m.history_tools_until({}, o),
    sort: m.history_tools_sort({}, o),
    sorts: {
      newest: m.history_tools_newest({}, o),
      oldest: m.history_tools_oldest({}, o),
      'name-asc': m.history_tools_name_asc({}, o),
      'name-desc': m.history_tools_name_desc({}, o),
    },
    exportCsv: m.history_tools_export_csv({}, o),
    exportJson: m.history_tools_export_json({}, o),
    exportDwca: m.history_tools_export_dwca({}, o),
    error: m.history_error({}, o),
    exportFailed: m.history_tools_export_failed({}, o),
  };
}

export type HistoryToolsWords = ReturnType<typeof historyToolsWords>;
