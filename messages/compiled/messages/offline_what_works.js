/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Offline_What_WorksInputs */

const en_offline_what_works = /** @type {(inputs: Offline_What_WorksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The identify screen, Discover and the species pages you have visited work offline. Identifications you start while offline wait on this device and are sent when you are back online.`)
};

const es_offline_what_works = /** @type {(inputs: Offline_What_WorksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La pantalla de identificación, Descubrir y las páginas de especies que has visitado funcionan sin conexión. Las identificaciones que empieces sin conexión esperan en este dispositivo y se envían cuando vuelvas a estar en línea.`)
};

const de_offline_what_works = /** @type {(inputs: Offline_What_WorksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Bestimmung, Entdecken und die Artseiten, die du schon besucht hast, funktionieren offline. Bestimmungen, die du offline startest, warten auf diesem Gerät und werden gesendet, sobald du wieder online bist.`)
};

const fr_offline_what_works = /** @type {(inputs: Offline_What_WorksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’écran d’identification, Découvrir et les pages d’espèces que vous avez consultées fonctionnent hors ligne. Les identifications lancées hors ligne attendent sur cet appareil et partent dès que vous êtes de nouveau en ligne.`)
};

const zh_hans1_offline_what_works = /** @type {(inputs: Offline_What_WorksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`识别页面、“发现”以及你访问过的物种页面可离线使用。离线时开始的识别会保存在此设备上，恢复联网后自动发送。`)
};

/**
* | output |
* | --- |
* | "The identify screen, Discover and the species pages you have visited work offline. Identifications you start while offline wait on this device and are sent w..." |
*
* @param {Offline_What_WorksInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const offline_what_works = /** @type {((inputs?: Offline_What_WorksInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_What_WorksInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_offline_what_works(inputs)
	if (locale === "de") return de_offline_what_works(inputs)
	if (locale === "fr") return fr_offline_what_works(inputs)
	if (locale === "zh-Hans") return zh_hans1_offline_what_works(inputs)
	return en_offline_what_works(inputs)
});