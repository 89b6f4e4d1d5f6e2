/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trips_Report_Share_HintInputs */

const en_trips_report_share_hint = /** @type {(inputs: Trips_Report_Share_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anyone with the link can see this report. It never shows where a threatened species was seen.`)
};

const es_trips_report_share_hint = /** @type {(inputs: Trips_Report_Share_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cualquiera con el enlace puede ver este informe. Nunca muestra dónde se vio una especie amenazada.`)
};

const de_trips_report_share_hint = /** @type {(inputs: Trips_Report_Share_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jeder mit dem Link kann diesen Bericht sehen. Er zeigt nie, wo eine bedrohte Art gesehen wurde.`)
};

const fr_trips_report_share_hint = /** @type {(inputs: Trips_Report_Share_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toute personne ayant le lien peut voir ce compte rendu. Il ne montre jamais où une espèce menacée a été vue.`)
};

const zh_hans1_trips_report_share_hint = /** @type {(inputs: Trips_Report_Share_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`任何拥有链接的人都能查看此报告。报告从不显示受威胁物种的发现地点。`)
};

/**
* | output |
* | --- |
* | "Anyone with the link can see this report. It never shows where a threatened species was seen." |
*
* @param {Trips_Report_Share_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trips_report_share_hint = /** @type {((inputs?: Trips_Report_Share_HintInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trips_Report_Share_HintInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trips_report_share_hint(inputs)
	if (locale === "de") return de_trips_report_share_hint(inputs)
	if (locale === "fr") return fr_trips_report_share_hint(inputs)
	if (locale === "zh-Hans") return zh_hans1_trips_report_share_hint(inputs)
	return en_trips_report_share_hint(inputs)
});